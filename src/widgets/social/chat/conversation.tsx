'use client';

import { ArrowLeftIcon, SendIcon } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { failureText } from '@/lib/failure-text';
import { CHAT_MESSAGE_MAX_LENGTH } from '@/shared/chat-reactions';
import type { Language } from '@/shared/languages';
import { CHAT_FAILURE_WORDS, socialWidgetDictionary } from '../dictionary';
import { chatApi, MESSAGES_PAGE, type ChatAddress, type ChatMessage, type ChatSummary } from './chat-api';
import { ChatMessageItem, ProfileLink } from './chat-message';

/** Messages by id, the page's versions winning (their reactions and read marks are newer), oldest first. */
function merged(held: readonly ChatMessage[], page: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map(held.map((message) => [message.id, message]));
  for (const message of page) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}

/** How close to an end of the list (px) counts as being there: the newest stays in view, the older page loads. */
const NEAR = 48;

/**
 * One open chat: its members, its messages (the newest page first, older pages as the reader scrolls back), and the
 * box to write in. While it is open and the page visible, what arrives is marked read (the unread counts follow).
 * `refresh` changes when the live channel says the chat changed: the newest page is read again.
 */
export function Conversation({
  address,
  chat,
  ownProfileIds,
  refresh,
  language,
  onChanged,
  onBack,
}: {
  address: ChatAddress;
  chat: ChatSummary;
  ownProfileIds: ReadonlySet<string>;
  refresh: number;
  language: Language;
  /** The chat's unread count or last message changed here: the lists read again. */
  onChanged: () => void;
  onBack: () => void;
}) {
  const strings = socialWidgetDictionary(language);
  const [messages, setMessages] = useState<ChatMessage[] | null>(null);
  const [hasOlder, setHasOlder] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);
  /** Whether the reader is at the newest message: new ones then scroll into view. */
  const atEnd = useRef(true);
  /** The list's height before an older page was put above, to keep what the reader sees in place. */
  const heightBeforeOlder = useRef<number | null>(null);
  const reading = useRef(false);
  /** Whether the first page has come: it alone says whether older ones exist before the reader asks. */
  const firstPage = useRef(true);

  const { subjectId, profileId, chatId } = address;
  useEffect(() => {
    let current = true;
    chatApi.messages({ subjectId, profileId, chatId }).then(
      (page) => {
        if (!current) return;
        if (firstPage.current) setHasOlder(page.length === MESSAGES_PAGE);
        firstPage.current = false;
        setMessages((held) => merged(held ?? [], page));
      },
      (error: unknown) => current && setFailure(failureText(error, language, CHAT_FAILURE_WORDS[language])),
    );
    return () => {
      current = false;
    };
  }, [subjectId, profileId, chatId, refresh, language]);

  const loadOlder = useCallback(async () => {
    if (!messages?.length || loadingOlder) return;
    setLoadingOlder(true);
    try {
      const page = await chatApi.messages({ subjectId, profileId, chatId }, messages[0]!.id);
      heightBeforeOlder.current = scroller.current?.scrollHeight ?? null;
      setHasOlder(page.length === MESSAGES_PAGE);
      setMessages((held) => merged(held ?? [], page));
    } catch (error) {
      toast.error(failureText(error, language, CHAT_FAILURE_WORDS[language]));
    } finally {
      setLoadingOlder(false);
    }
  }, [messages, loadingOlder, subjectId, profileId, chatId, language]);

  // After each change of the list: keep the reader's place when older messages came above, else follow the newest.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    if (heightBeforeOlder.current !== null) {
      box.scrollTop += box.scrollHeight - heightBeforeOlder.current;
      heightBeforeOlder.current = null;
    } else if (atEnd.current) box.scrollTop = box.scrollHeight;
  }, [messages]);

  // Messages others wrote are read once they are shown to a reader who sees the page. The read mark's own live event
  // brings them back read; a newer unread one marks again.
  const lastUnread = messages?.findLast((message) => !message.isRead)?.id;
  const mustRead = messages !== null && (chat.unread > 0 || lastUnread !== undefined);
  useEffect(() => {
    if (!mustRead) return;
    const markRead = () => {
      if (document.visibilityState !== 'visible' || reading.current) return;
      reading.current = true;
      chatApi
        .read({ subjectId, profileId, chatId })
        .then(onChanged)
        .catch(() => undefined)
        .finally(() => (reading.current = false));
    };
    markRead();
    document.addEventListener('visibilitychange', markRead);
    return () => document.removeEventListener('visibilitychange', markRead);
  }, [mustRead, lastUnread, subjectId, profileId, chatId, onChanged]);

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    const description = text.trim();
    if (!description || sending) return;
    setSending(true);
    try {
      const sent = await chatApi.send({ subjectId, profileId, chatId }, description);
      setText('');
      atEnd.current = true;
      setMessages((held) => merged(held ?? [], [sent]));
      toast.success(strings.messageCreated);
      onChanged();
    } catch (error) {
      toast.error(failureText(error, language, CHAT_FAILURE_WORDS[language]));
    } finally {
      setSending(false);
    }
  };

  // Enter sends, Shift+Enter starts a new line (as in other messengers).
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) void send();
    if (event.key === 'Enter' && !event.shiftKey) event.preventDefault();
  };

  const others = chat.members.filter((member) => !ownProfileIds.has(member.id));
  const headingId = `chat-${chat.id}-heading`;
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3" data-chat-open={chat.id}>
      <header className="flex items-center gap-2">
        <Button variant="ghost" size="icon" className="md:hidden" onClick={onBack} data-chat-back="">
          <ArrowLeftIcon aria-hidden="true" />
          <span className="sr-only">{strings.allConversations}</span>
        </Button>
        <h2 id={headingId} className="min-w-0 font-heading text-2xl leading-tight break-words">
          {others.map((member, index) => (
            <span key={member.id}>
              {index ? ', ' : ''}
              <ProfileLink profile={member} language={language} className="underline-offset-4 hover:underline" />
            </span>
          ))}
        </h2>
      </header>
      <div
        ref={scroller}
        role="log"
        aria-label={strings.conversations}
        // Focusable, so that a keyboard scrolls it too.
        tabIndex={0}
        onScroll={(event) => {
          const box = event.currentTarget;
          atEnd.current = box.scrollHeight - box.scrollTop - box.clientHeight < NEAR;
          if (box.scrollTop < NEAR && hasOlder) void loadOlder();
        }}
        className="max-h-[min(60vh,36rem)] min-h-48 overflow-y-auto rounded-xl border bg-card p-3 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:p-4"
        data-chat-messages=""
      >
        {hasOlder ? (
          <div className="mb-3 flex justify-center">
            <Button variant="outline" size="sm" disabled={loadingOlder} onClick={() => void loadOlder()} data-chat-older="">
              {loadingOlder ? strings.loading : strings.olderMessages}
            </Button>
          </div>
        ) : null}
        {failure ? (
          <p role="alert" className="text-destructive">
            {failure}
          </p>
        ) : messages === null ? (
          <div className="flex flex-col gap-3" aria-busy="true">
            <span className="sr-only">{strings.loading}</span>
            <Skeleton className="h-12 w-2/3" />
            <Skeleton className="h-12 w-1/2 self-end" />
          </div>
        ) : messages.length ? (
          <ol className="flex flex-col gap-4">
            {messages.map((message) => (
              <ChatMessageItem
                key={message.id}
                message={message}
                own={Boolean(message.author && ownProfileIds.has(message.author.id))}
                address={address}
                language={language}
                onChange={(next) => setMessages((held) => held && merged(held, [next]))}
              />
            ))}
          </ol>
        ) : (
          <p className="py-8 text-center text-muted-foreground">{strings.noMessages}</p>
        )}
      </div>
      <form onSubmit={(event) => void send(event)} className="flex items-end gap-2" data-chat-form="">
        <label htmlFor={`chat-${chat.id}-text`} className="sr-only">
          {strings.message}
        </label>
        <Textarea
          id={`chat-${chat.id}-text`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          placeholder={strings.messagePlaceholder}
          rows={2}
          className="max-h-40 min-h-11"
        />
        <Button type="submit" disabled={sending || !text.trim()} data-chat-send="">
          <SendIcon aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">{sending ? strings.sending : strings.send}</span>
        </Button>
      </form>
    </section>
  );
}
