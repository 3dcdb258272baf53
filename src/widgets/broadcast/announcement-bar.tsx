'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { restCall } from '@/lib/rest-call';
import { useLiveEvent } from '@/lib/use-live-event';
import { broadcastPaths } from '@/shared/broadcast-paths';
import type { Language } from '@/shared/languages';
import { localized } from '@/shared/localized-text';
import { CloseIcon } from '../shared/icons';
import { broadcastDictionary } from './dictionary';
import { DISMISSED_KEY, readDismissed, rememberDismissed } from './dismissed-messages';

/** One announcement as the bar gets it: from the page (rendered on the server) or from the channel's route. */
export interface Announcement {
  id: string;
  createdAt: string;
  expiresAt: string;
  payload: Record<string, string>;
}

export interface AnnouncementBarProps {
  channelIds: readonly string[];
  /** The channels' unexpired messages when the page was drawn. */
  messages: readonly Announcement[];
  language: Language;
  /**
   * The bar's classes, the widget's own merged over the bar's look by the server (default.tsx): tailwind-merge stays out
   * of every page's JavaScript.
   */
  className: string;
}

/** A timer runs at most this long (setTimeout's limit); a later expiry is looked at again then. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

const newestFirst = (a: Announcement, b: Announcement) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

/** The channels' messages read again (after a live event, or once the live stream is open). */
async function readMessages(channelIds: readonly string[]): Promise<Announcement[]> {
  const lists = await Promise.all(channelIds.map((id) => restCall<Announcement[]>('GET', broadcastPaths.channelMessages(id))));
  return lists.flat().sort(newestFirst);
}

/**
 * The site-wide announcement bar, pinned to the foot of the window so that showing it moves nothing on the page but its
 * end (longer by the bar's height, so that the footer can be read above it): the channels' current messages in the
 * visitor's language, each closable. A closed one stays closed in this browser; a message reaches open pages through
 * the live channel (a write to messages is page content), and one leaves the bar when it expires, by the browser's
 * clock, whether or not the server has removed it yet.
 */
export function AnnouncementBar({ channelIds, messages: drawn, language, className }: AnnouncementBarProps) {
  const t = broadcastDictionary(language);
  const [messages, setMessages] = useState<readonly Announcement[]>(drawn);
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(() => new Set(readDismissed()));
  const [now, setNow] = useState(() => Date.now());

  const refresh = useCallback(() => {
    readMessages(channelIds).then(
      (read) => {
        setMessages(read);
        setNow(Date.now());
      },
      // Not read now (offline, a channel gone): the bar keeps what it shows until the next event.
      () => undefined,
    );
  }, [channelIds]);
  // A message may be written between the page's drawing and its stream's opening: read once the stream is open.
  useLiveEvent(['content'], refresh, channelIds.length > 0, { catchUp: true });

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === DISMISSED_KEY) setDismissed(new Set(readDismissed()));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const shown = messages.filter((message) => Date.parse(message.expiresAt) > now && !dismissed.has(message.id));
  const nextExpiry = Math.min(...shown.map((message) => Date.parse(message.expiresAt)));
  useEffect(() => {
    if (!Number.isFinite(nextExpiry)) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(Math.max(0, nextExpiry - Date.now()), LONGEST_TIMER_MS));
    return () => clearTimeout(timer);
  }, [nextExpiry]);

  // Pinned over the foot of the window, the bar would hide the page's last lines (the footer's links): the page ends
  // that much lower while it shows.
  const bar = useRef<HTMLElement>(null);
  const visible = shown.length > 0;
  useEffect(() => {
    const element = bar.current;
    if (!visible || !element) return;
    const makeRoom = () => (document.body.style.paddingBottom = `${element.offsetHeight}px`);
    makeRoom();
    const observer = new ResizeObserver(makeRoom);
    observer.observe(element);
    return () => {
      observer.disconnect();
      document.body.style.paddingBottom = '';
    };
  }, [visible]);

  if (!visible) return null;
  return (
    <section ref={bar} aria-label={t.announcements} data-testid="announcement-bar" className={className}>
      <ul className="site-container divide-y divide-primary-foreground/20">
        {shown.map((message) => (
          <li key={message.id} data-message-id={message.id} className="flex items-start gap-3 py-3">
            <p className="flex-1 self-center text-sm leading-snug md:text-base">{localized(message.payload, language)}</p>
            <button
              type="button"
              aria-label={t.dismiss}
              title={t.dismiss}
              onClick={() => setDismissed(new Set(rememberDismissed(message.id)))}
              className="-my-1 grid size-9 shrink-0 place-items-center rounded-md hover:bg-primary-foreground/15 focus-visible:ring-2 focus-visible:ring-primary-foreground focus-visible:outline-none"
            >
              <CloseIcon aria-hidden="true" className="size-5" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
