'use client';

import { HeartHandshakeIcon, LogOutIcon, MessagesSquareIcon, SettingsIcon, UserIcon } from 'lucide-react';
import Link from 'next/link';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { toast } from '@/components/ui/toaster';
import { failureIn } from '@/components/rbac/failure-words';
import { rbacDictionary, roleName } from '@/components/rbac/dictionary';
import { RegistrationNotice } from '@/components/rbac/registration-notice';
import { cn } from '@/lib/utils';
import { useLiveEvent } from '@/lib/use-live-event';
import { CHAT_PAGE_PATH } from '@/shared/chat-paths';
import type { Language } from '@/shared/languages';
import { ecommercePaths } from '@/shared/ecommerce-paths';
import { rbacPaths } from '@/shared/rbac-paths';
import { subjectName, type SubjectSummary } from '@/shared/rbac-subject';
import { logout } from '@/server/actions/session-actions';
import { reloadInbox, useInbox } from '@/widgets/social/chat/inbox-store';

/** Ends the session, then goes to the site's home page (the spec's target after a logout), loaded anew. */
async function signOut(language: Language, onFailure: () => void) {
  const result = await logout();
  if (!result.ok) {
    onFailure();
    toast.error(failureIn(result, language).message);
    return;
  }
  window.location.assign(rbacPaths(language).home);
}

/** The signed-in subject's unread chat messages in all, kept current by the live channel; 0 while unknown. */
function useUnreadMessages(): number {
  const inbox = useInbox();
  useLiveEvent(['chats'], () => void reloadInbox(), inbox.status === 'ready');
  return inbox.status === 'ready' ? inbox.unread : 0;
}

/** The chat page («Сообщения») in the page's language. */
const messagesHref = (language: Language) => `/${language}${CHAT_PAGE_PATH}`;

/** «Сообщения» with the unread count: what the links to the chat page hold. */
function MessagesEntry({ language, unread, iconClassName }: { language: Language; unread: number; iconClassName?: string }) {
  const t = rbacDictionary(language);
  return (
    <>
      <MessagesSquareIcon aria-hidden="true" className={iconClassName} />
      <span className="flex-1">{t.common.messages}</span>
      {unread ? (
        <Badge className="tabular-nums" data-unread-messages={unread}>
          <span className="sr-only">{`${t.common.unreadMessages}: `}</span>
          {unread}
        </Badge>
      ) : null}
    </>
  );
}

/**
 * The navbar's menu of a signed-in subject (account-island.tsx shows the rest): named by its email (or wallet) with its
 * roles, Messages (with the unread count, shown on the button too), My donations, Settings and Log out.
 */
export function SubjectMenu({ language, subject }: { language: Language; subject: SubjectSummary }) {
  const t = rbacDictionary(language);
  const unread = useUnreadMessages();
  const [leaving, setLeaving] = useState(false);
  const name = subjectName(subject, t.common.anonymous);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" className="relative" data-testid="subject-menu">
            {/* The icon alone, beside the cart's: an email would crowd the site's navigation; the menu opens with it, and
              it stays the button's name for a screen reader. */}
            <UserIcon aria-hidden="true" />
            <span className="sr-only">{`${name}, ${t.common.accountMenu}`}</span>
            {unread ? (
              <span
                className="absolute -top-1 -right-1 min-w-5 rounded-full bg-primary px-1 text-xs leading-5 font-semibold text-primary-foreground tabular-nums"
                data-unread-badge={unread}
              >
                <span className="sr-only">{`, ${t.common.unreadMessages}: `}</span>
                {unread}
              </span>
            ) : null}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-64">
          <DropdownMenuLabel className="truncate font-semibold">{name}</DropdownMenuLabel>
          {/* Plain text, not list or group roles: a menu may own only its items, groups of items and separators. */}
          <SubjectRoles subject={subject} language={language} className="px-2 pb-2" />
          <DropdownMenuSeparator />
          <DropdownMenuItem asChild>
            <Link href={messagesHref(language)} data-testid="subject-menu-messages">
              <MessagesEntry language={language} unread={unread} />
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link href={ecommercePaths(language).donations} data-testid="subject-menu-donations">
              <HeartHandshakeIcon aria-hidden="true" />
              {t.common.donations}
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link href={rbacPaths(language).settings}>
              <SettingsIcon aria-hidden="true" />
              {t.common.settings}
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem
            disabled={leaving}
            onSelect={() => {
              setLeaving(true);
              void signOut(language, () => setLeaving(false));
            }}
          >
            <LogOutIcon aria-hidden="true" />
            {t.common.logout}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <RegistrationNotice language={language} />
    </>
  );
}

/** A subject's roles as badges, named in the page's language ("Пользователь", not "User"). */
function SubjectRoles({ subject, language, className }: { subject: SubjectSummary; language: Language; className?: string }) {
  const t = rbacDictionary(language);
  return (
    <div className={className}>
      <div className="pb-1.5 text-xs text-muted-foreground">{t.common.roles}</div>
      {subject.roles.length ? (
        <div className="flex flex-wrap gap-1" data-subject-roles="">
          {subject.roles.map((role) => (
            <Badge key={role.id} variant="secondary">
              {roleName(role, t)}
            </Badge>
          ))}
        </div>
      ) : (
        <div className="text-sm text-muted-foreground">{t.common.noRoles}</div>
      )}
    </div>
  );
}

/**
 * The same menu in the full-screen menu of a phone: the subject's name and roles with Messages, My donations, Settings
 * and Log out as plain links and buttons (the menu is already a dialog).
 */
export function SubjectMenuItems({ language, subject }: { language: Language; subject: SubjectSummary }) {
  const t = rbacDictionary(language);
  const unread = useUnreadMessages();
  const [leaving, setLeaving] = useState(false);
  const item =
    'flex w-full items-center gap-3 px-1 py-4 text-left text-lg outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50';

  return (
    <section aria-label={t.common.account} className="mt-8 border-t" data-mobile-account="">
      <div className="flex items-center gap-3 px-1 pt-4 font-medium">
        <UserIcon aria-hidden="true" className="size-5 shrink-0" />
        <span className="truncate">{subjectName(subject, t.common.anonymous)}</span>
      </div>
      <SubjectRoles subject={subject} language={language} className="px-1 pt-3 pb-2" />
      <ul className="divide-y border-y">
        <li>
          <Link href={messagesHref(language)} className={item}>
            <MessagesEntry language={language} unread={unread} iconClassName="size-5" />
          </Link>
        </li>
        <li>
          <Link href={ecommercePaths(language).donations} className={item}>
            <HeartHandshakeIcon aria-hidden="true" className="size-5" />
            {t.common.donations}
          </Link>
        </li>
        <li>
          <Link href={rbacPaths(language).settings} className={item}>
            <SettingsIcon aria-hidden="true" className="size-5" />
            {t.common.settings}
          </Link>
        </li>
        <li>
          <button
            type="button"
            disabled={leaving}
            className={cn(item, 'disabled:opacity-50')}
            onClick={() => {
              setLeaving(true);
              void signOut(language, () => setLeaving(false));
            }}
          >
            <LogOutIcon aria-hidden="true" className="size-5" />
            {t.common.logout}
          </button>
        </li>
      </ul>
    </section>
  );
}
