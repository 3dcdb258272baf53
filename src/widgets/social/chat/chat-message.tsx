'use client';

import { HandHeartIcon, HeartIcon, SmileIcon, ThumbsUpIcon, type LucideIcon } from 'lucide-react';
import Link from 'next/link';
import { useState, type ReactNode } from 'react';
import { toast } from '@/components/ui/toaster';
import { failureText } from '@/lib/failure-text';
import { cn } from '@/lib/utils';
import { CHAT_REACTIONS, type ChatReaction } from '@/shared/chat-reactions';
import type { Language } from '@/shared/languages';
import { localized } from '@/shared/localized-text';
import { CHAT_FAILURE_WORDS, CHAT_REACTION_NAMES, socialWidgetDictionary } from '../dictionary';
import { chatApi, type ChatAddress, type ChatMessage, type ChatProfile } from './chat-api';

/**
 * A profile as the chat names it: its title in the page's language. A visitor's profile made by their first
 * conversation has none; its slug is generated words, no name, so it is called a site visitor.
 */
export const profileName = (profile: ChatProfile, language: Language): string =>
  localized(profile.title, language) || socialWidgetDictionary(language).unnamedProfile;

/** How each reaction is drawn: an icon, the same in every browser (emoji fonts are not everywhere). */
const REACTION_ICONS: Record<ChatReaction, LucideIcon> = {
  'thumbs-up': ThumbsUpIcon,
  heart: HeartIcon,
  thanks: HandHeartIcon,
  smile: SmileIcon,
};

/**
 * A profile's name linking to its page, when it has one on the site; a visitor's own profile has none (it is not
 * on the site), so its name is plain text.
 */
export function ProfileLink({
  profile,
  language,
  className,
  children,
  ...marks
}: {
  profile: ChatProfile;
  language: Language;
  className: string;
  children?: ReactNode;
  'data-chat-author'?: string;
}) {
  const name = children ?? profileName(profile, language);
  if (!profile.onSite)
    return (
      <span className={cn(className, 'hover:no-underline')} {...marks}>
        {name}
      </span>
    );
  return (
    <Link href={`/${language}/social/profiles/${encodeURIComponent(profile.slug)}`} className={className} {...marks}>
      {name}
    </Link>
  );
}

/** The fixed reactions under a message, each with its count; the reader's own is pressed, and a click takes it back. */
function Reactions({
  message,
  address,
  language,
  onChange,
}: {
  message: ChatMessage;
  address: ChatAddress;
  language: Language;
  onChange: (message: ChatMessage) => void;
}) {
  const names = CHAT_REACTION_NAMES[language];
  const [pending, setPending] = useState(false);
  const react = async (reaction: ChatReaction) => {
    setPending(true);
    try {
      onChange(await chatApi.react(address, message.id, reaction));
    } catch (error) {
      toast.error(failureText(error, language, CHAT_FAILURE_WORDS[language]));
    } finally {
      setPending(false);
    }
  };
  return (
    <div role="group" aria-label={socialWidgetDictionary(language).reactions} className="flex flex-wrap gap-1">
      {CHAT_REACTIONS.map((reaction) => {
        const entry = message.reactions.find((candidate) => candidate.reaction === reaction);
        const count = entry?.count ?? 0;
        const Icon = REACTION_ICONS[reaction];
        return (
          <button
            key={reaction}
            type="button"
            disabled={pending}
            aria-pressed={entry?.mine ?? false}
            aria-label={`${names[reaction]}: ${count}`}
            title={names[reaction]}
            onClick={() => void react(reaction)}
            data-reaction={reaction}
            data-reaction-count={count}
            className={cn(
              'inline-flex h-8 min-w-8 items-center justify-center gap-1 rounded-full border px-2 text-sm transition-colors outline-none',
              'focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-70',
              entry?.mine
                ? 'border-primary bg-primary/10'
                : count
                  ? 'border-border bg-card'
                  : 'border-transparent hover:border-border',
            )}
          >
            <Icon aria-hidden="true" className={cn('size-4', entry?.mine && 'text-primary')} />
            {count ? <span className="tabular-nums">{count}</span> : null}
          </button>
        );
      })}
    </div>
  );
}

/** One message: its author (linking to their profile page) and time, its text, and its reactions. */
export function ChatMessageItem({
  message,
  own,
  address,
  language,
  onChange,
}: {
  message: ChatMessage;
  /** Written by one of the reader's own profiles. */
  own: boolean;
  address: ChatAddress;
  language: Language;
  onChange: (message: ChatMessage) => void;
}) {
  const strings = socialWidgetDictionary(language);
  const time = new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(message.createdAt));
  return (
    <li
      className={cn('flex max-w-[85%] flex-col gap-1', own ? 'items-end self-end' : 'items-start self-start')}
      data-chat-message={message.id}
      data-own={own ? '' : undefined}
    >
      <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-muted-foreground">
        {message.author ? (
          <ProfileLink
            profile={message.author}
            language={language}
            className="font-medium text-foreground underline-offset-4 hover:underline"
            data-chat-author=""
          >
            {own ? strings.you : undefined}
          </ProfileLink>
        ) : (
          <span className="font-medium">{strings.deletedProfile}</span>
        )}
        <time dateTime={message.createdAt}>{time}</time>
      </p>
      <p
        className={cn(
          'rounded-2xl px-3 py-2 break-words whitespace-pre-wrap',
          own ? 'bg-primary text-primary-foreground' : 'bg-muted text-foreground',
        )}
        data-chat-text=""
      >
        {localized(message.description, language)}
      </p>
      <Reactions message={message} address={address} language={language} onChange={onChange} />
    </li>
  );
}
