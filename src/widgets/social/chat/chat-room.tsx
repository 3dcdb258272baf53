'use client';

import { LogInIcon, MessageSquarePlusIcon } from 'lucide-react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { Skeleton } from '@/components/ui/skeleton';
import { toast, Toaster } from '@/components/ui/toaster';
import { failureText } from '@/lib/failure-text';
import { useLiveEvent } from '@/lib/use-live-event';
import { cn } from '@/lib/utils';
import type { Language } from '@/shared/languages';
import { localized } from '@/shared/localized-text';
import { rbacPaths } from '@/shared/rbac-paths';
import { withReturnTo } from '@/shared/return-to';
import { CHAT_FAILURE_WORDS, socialWidgetDictionary } from '../dictionary';
import { chatApi, type ChatProfile } from './chat-api';
import { chatEntries, type ChatEntry } from './chat-entries';
import { ProfileLink, profileName } from './chat-message';
import { Conversation } from './conversation';
import { reloadInbox, useInbox } from './inbox-store';

/** A profile open to conversations, as the page offers to write to it. */
export interface ChatContact extends ChatProfile {
  /** Its subtitle (a role: «координатор волонтёров») in the page's language. */
  role: string;
}

/** The chat the page's url names (`?profile=…&chat=…`: a notice's link, a profile's Write), read in the browser. */
const chatOfUrl = (): string | null => new URLSearchParams(window.location.search).get('chat');

/** Puts the open chat into the url (a reload opens it again), without a navigation. */
function rememberChat(chat: ChatEntry | null) {
  const url = new URL(window.location.href);
  url.searchParams.delete('chat');
  url.searchParams.delete('profile');
  if (chat) {
    url.searchParams.set('profile', chat.profileId);
    url.searchParams.set('chat', chat.id);
  }
  window.history.replaceState(window.history.state, '', url);
}

/** A visitor who is not signed in: why to, and the sign-in that comes back to this page (and chat). */
function SignInInvite({ language }: { language: Language }) {
  const strings = socialWidgetDictionary(language);
  const pathname = usePathname();
  // The query (the chat a notice's link names) is kept: the visitor comes back to the same chat.
  const [here, setHere] = useState(pathname);
  useEffect(() => setHere(`${window.location.pathname}${window.location.search}`), []);
  return (
    <div className="flex flex-col items-start gap-4 rounded-xl border bg-card p-6 shadow-sm" data-chat-sign-in="">
      <p className="text-lg">{strings.signInPrompt}</p>
      <Link href={withReturnTo(rbacPaths(language).signIn, here)} className={buttonVariants()}>
        <LogInIcon aria-hidden="true" />
        {strings.signIn}
      </Link>
    </div>
  );
}

/** Buttons that start (or find) the subject's conversation with each profile open to conversations. */
function StartConversation({
  contacts,
  language,
  onStart,
}: {
  contacts: readonly ChatContact[];
  language: Language;
  onStart: (contact: ChatContact) => Promise<void>;
}) {
  const strings = socialWidgetDictionary(language);
  const [starting, setStarting] = useState<string | null>(null);
  return (
    <ul className="flex flex-col gap-4" data-chat-start="">
      {contacts.map((contact) => (
        <li key={contact.id} className="flex flex-col items-start gap-2">
          <Button
            disabled={starting !== null}
            onClick={() => {
              setStarting(contact.id);
              void onStart(contact).finally(() => setStarting(null));
            }}
            data-chat-start-with={contact.slug}
          >
            <MessageSquarePlusIcon aria-hidden="true" />
            {starting === contact.id
              ? strings.opening
              : contacts.length === 1
                ? strings.writeToFoundation
                : `${strings.write}: ${profileName(contact, language)}`}
          </Button>
          <p className="text-sm text-muted-foreground">
            {`${strings.answeredBy}: `}
            <ProfileLink profile={contact} language={language} className="text-foreground underline underline-offset-4" />
            {contact.role ? `, ${contact.role}` : ''}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The subject's chats as a list: whom with, the last message, the unread count. */
function ChatList({
  chats,
  openId,
  ownProfileIds,
  language,
  onOpen,
}: {
  chats: readonly ChatEntry[];
  openId: string | null;
  ownProfileIds: ReadonlySet<string>;
  language: Language;
  onOpen: (chat: ChatEntry) => void;
}) {
  const strings = socialWidgetDictionary(language);
  return (
    <ul className="flex flex-col gap-2" data-chat-list="">
      {chats.map((chat) => {
        const others = chat.members.filter((member) => !ownProfileIds.has(member.id));
        const last = chat.lastMessage ? localized(chat.lastMessage.description, language) : '';
        return (
          <li key={chat.id}>
            <button
              type="button"
              onClick={() => onOpen(chat)}
              aria-current={chat.id === openId ? 'true' : undefined}
              className={cn(
                'flex w-full items-start gap-3 rounded-xl border p-3 text-left transition-colors outline-none',
                'hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50',
                chat.id === openId ? 'border-primary bg-muted' : 'bg-card',
              )}
              data-chat-entry={chat.id}
            >
              <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                <span className="truncate font-medium">{others.map((member) => profileName(member, language)).join(', ')}</span>
                {last ? <span className="truncate text-sm text-muted-foreground">{last}</span> : null}
              </span>
              {chat.unread ? (
                <Badge className="tabular-nums" data-chat-unread={chat.unread}>
                  <span className="sr-only">{`${strings.unread}: `}</span>
                  {chat.unread}
                </Badge>
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** The signed-in subject's chats and the open one; the live channel keeps both current. */
function Conversations({
  subjectId,
  profiles,
  contacts,
  language,
}: {
  subjectId: string;
  profiles: readonly ChatProfile[];
  contacts: readonly ChatContact[];
  language: Language;
}) {
  const strings = socialWidgetDictionary(language);
  const [chats, setChats] = useState<ChatEntry[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  /** Changed by each live event of the open chat: it reads its newest messages again. */
  const [refresh, setRefresh] = useState(0);
  // The inbox is read again at every event: the same profiles must not read the chats a second time.
  const profileKey = profiles.map((profile) => profile.id).join(',');
  const ownProfileIds = useMemo(() => new Set(profileKey.split(',').filter(Boolean)), [profileKey]);

  const reloadChats = useCallback(async () => {
    try {
      const lists = await Promise.all(
        [...ownProfileIds].map(async (profileId) =>
          (await chatApi.chats(subjectId, profileId)).map((chat) => ({ ...chat, profileId })),
        ),
      );
      setChats(chatEntries(lists));
      setFailure(null);
    } catch (error) {
      setFailure(failureText(error, language, CHAT_FAILURE_WORDS[language]));
    }
  }, [subjectId, ownProfileIds, language]);

  useEffect(() => {
    void reloadChats();
  }, [reloadChats]);

  // The chat the url names, opened once the list is known. No other opens by itself: opening one marks it read.
  const [named, setNamed] = useState(chatOfUrl);
  useEffect(() => {
    if (!named || !chats?.some((entry) => entry.id === named)) return;
    setOpenId(named);
    setNamed(null);
  }, [named, chats]);

  useLiveEvent(['chats'], (message) => {
    void reloadChats();
    void reloadInbox();
    if (!message.id || message.id === openId) setRefresh((count) => count + 1);
  });

  const changed = useCallback(() => {
    void reloadChats();
    void reloadInbox();
  }, [reloadChats]);

  const open = (chat: ChatEntry | null) => {
    setOpenId(chat?.id ?? null);
    rememberChat(chat);
  };

  const start = async (contact: ChatContact) => {
    try {
      const started = await chatApi.start(subjectId, contact.id);
      const entry = { ...started.chat, profileId: started.profileId };
      setChats((held) => [entry, ...(held ?? []).filter((chat) => chat.id !== entry.id)]);
      open(entry);
      // The first conversation made the subject's own profile: the inbox (and so the lists) know it now.
      void reloadInbox();
    } catch (error) {
      toast.error(failureText(error, language, CHAT_FAILURE_WORDS[language]));
    }
  };

  if (failure)
    return (
      <p role="alert" className="text-destructive">
        {failure}
      </p>
    );
  if (chats === null) return <Loading language={language} />;

  // Whom the subject may still start a conversation with: open profiles not its own and not yet in one of its chats.
  const talkingTo = new Set(chats.flatMap((chat) => chat.members.map((member) => member.id)));
  const newContacts = contacts.filter((contact) => !ownProfileIds.has(contact.id) && !talkingTo.has(contact.id));
  const openChat = chats.find((chat) => chat.id === openId);

  if (!chats.length)
    return (
      <div className="flex flex-col items-start gap-5 rounded-xl border bg-card p-6 shadow-sm" data-chat-empty="">
        <p className="text-lg">{strings.noChats}</p>
        <StartConversation contacts={newContacts} language={language} onStart={start} />
      </div>
    );

  return (
    <div className="grid gap-6 md:grid-cols-[minmax(14rem,20rem)_minmax(0,1fr)]">
      <nav aria-label={strings.conversations} className={cn('flex flex-col gap-6', openChat && 'max-md:hidden')}>
        <ChatList chats={chats} openId={openId} ownProfileIds={ownProfileIds} language={language} onOpen={open} />
        {newContacts.length ? <StartConversation contacts={newContacts} language={language} onStart={start} /> : null}
      </nav>
      {openChat ? (
        <Conversation
          key={openChat.id}
          address={{ subjectId, profileId: openChat.profileId, chatId: openChat.id }}
          chat={openChat}
          ownProfileIds={ownProfileIds}
          refresh={refresh}
          language={language}
          onChanged={changed}
          onBack={() => open(null)}
        />
      ) : (
        <p className="text-muted-foreground max-md:hidden">{strings.chooseChat}</p>
      )}
    </div>
  );
}

function Loading({ language }: { language: Language }) {
  return (
    <div className="flex flex-col gap-3" aria-busy="true">
      <span className="sr-only">{socialWidgetDictionary(language).loading}</span>
      <Skeleton className="h-16 w-full max-w-md" />
      <Skeleton className="h-16 w-full max-w-md" />
    </div>
  );
}

/**
 * The chat page's island: everything is read in the browser with the visitor's session (the page is cached for all).
 * Signed out, an invitation to sign in that returns here; signed in, the subject's chats, or a way to start one.
 */
export function ChatRoom({ contacts, language }: { contacts: readonly ChatContact[]; language: Language }) {
  const inbox = useInbox();
  return (
    <div data-testid="social-chat-list" data-chat-state={inbox.status}>
      <Toaster position="top-center" />
      {inbox.status === 'loading' ? (
        <Loading language={language} />
      ) : inbox.status === 'signed-out' ? (
        <SignInInvite language={language} />
      ) : inbox.status === 'error' ? (
        <p role="alert" className="text-destructive">
          {failureText(inbox.failure, language, CHAT_FAILURE_WORDS[language])}
        </p>
      ) : (
        <Conversations subjectId={inbox.subjectId} profiles={inbox.profiles} contacts={contacts} language={language} />
      )}
    </div>
  );
}
