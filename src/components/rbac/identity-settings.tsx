'use client';

import { useId } from 'react';
import { ChangeEmailDialog } from '@/components/rbac/change-email-dialog';
import type { ConfirmWith } from '@/components/rbac/confirmation-field';
import { ChangePasswordDialog } from '@/components/rbac/change-password-dialog';
import { DeleteIdentityButton } from '@/components/rbac/delete-identity-button';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardFooter } from '@/components/ui/card';
import { rbacDictionary } from '@/components/rbac/dictionary';
import type { Language } from '@/shared/languages';
import { shortenAddress } from '@/shared/ethereum-address';
import { addedLately, EMAIL_AND_PASSWORD, ETHEREUM_VIRTUAL_MACHINE, TELEGRAM, type SubjectIdentity } from '@/shared/rbac-subject';
import { telegramDictionary } from '@/components/rbac/telegram-dictionary';
import { cn } from '@/lib/utils';

/**
 * Identity settings: each identity in a card with its badge (Email for email_and_password, EVM for a wallet, Telegram),
 * its email (or wallet address, or Telegram id), when it was added, Change password and Change email, and Delete. A
 * wallet has no password to change, a Telegram account neither a password nor an email; a Telegram whose chat blocked
 * the bot says so. Changes ask for the current password, or a wallet-only subject's signature (decision 0028);
 * identities added lately are marked, so that after a password change or reset the subject sees what to remove.
 */
export function IdentitySettings({
  language,
  subjectId,
  identities,
}: {
  language: Language;
  subjectId: string;
  identities: SubjectIdentity[];
}) {
  const confirmWith: ConfirmWith = identities.some((identity) => identity.provider === EMAIL_AND_PASSWORD)
    ? 'password'
    : 'wallet';
  const lately = new Set(addedLately(identities).map((identity) => identity.id));
  return (
    <ul className="grid gap-3">
      {identities.map((identity) => (
        <li key={identity.id}>
          <IdentityCard
            language={language}
            subjectId={subjectId}
            identity={identity}
            confirmWith={confirmWith}
            isRecent={lately.has(identity.id)}
          />
        </li>
      ))}
    </ul>
  );
}

const addedDate = (createdAt: string, language: Language) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(createdAt));

function IdentityCard({
  language,
  subjectId,
  identity,
  confirmWith,
  isRecent,
}: {
  language: Language;
  subjectId: string;
  identity: SubjectIdentity;
  confirmWith: ConfirmWith;
  /** Added lately (addedLately): marked for review. */
  isRecent: boolean;
}) {
  const t = rbacDictionary(language).settings;
  const nameId = useId();
  const telegram = telegramDictionary(language);
  const badge =
    identity.provider === EMAIL_AND_PASSWORD
      ? t.badgeEmail
      : identity.provider === ETHEREUM_VIRTUAL_MACHINE
        ? t.badgeEvm
        : identity.provider === TELEGRAM
          ? telegram.badge
          : identity.provider;
  const isWallet = identity.provider === ETHEREUM_VIRTUAL_MACHINE;
  const isTelegram = identity.provider === TELEGRAM;
  const actions = { language, subjectId, identityId: identity.id, describedBy: nameId };
  const confirmed = { ...actions, confirmWith };
  return (
    <Card className="gap-4 py-4" data-testid="identity">
      <CardContent className="px-4 sm:px-6">
        <div className="grid min-w-0 gap-1.5">
          <Badge variant="secondary">{badge}</Badge>
          <div id={nameId} className="grid min-w-0 gap-0.5">
            {isWallet && identity.account ? (
              <p className="font-mono font-medium break-all" title={identity.account}>
                <span className="sr-only">{t.wallet}: </span>
                {shortenAddress(identity.account)}
              </p>
            ) : null}
            {isTelegram && identity.account ? (
              <p className="font-medium break-all">
                {telegram.telegramId}: <span className="font-mono">{identity.account}</span>
              </p>
            ) : null}
            {identity.email ? (
              <p className={cn('break-all', isWallet ? 'text-sm text-muted-foreground' : 'font-medium')}>{identity.email}</p>
            ) : isWallet || isTelegram ? null : (
              <p className="text-muted-foreground">{t.noEmail}</p>
            )}
          </div>
          {identity.createdAt ? (
            <p className="text-sm text-muted-foreground" data-testid="identity-added">
              {t.addedOn} {addedDate(identity.createdAt, language)}
            </p>
          ) : null}
          {isTelegram && identity.deliveryBlockedAt ? (
            <p role="note" className="rounded-md border bg-muted px-3 py-2 text-sm" data-testid="telegram-blocked">
              {telegram.blocked}
            </p>
          ) : null}
          {isRecent ? (
            <p role="note" className="rounded-md border bg-muted px-3 py-2 text-sm" data-testid="identity-added-lately">
              {t.addedLately}
            </p>
          ) : null}
        </div>
      </CardContent>
      <CardFooter className="flex-wrap border-t px-4 pt-4 sm:px-6">
        {isWallet || isTelegram ? null : <ChangePasswordDialog {...actions} />}
        {isTelegram ? null : <ChangeEmailDialog {...confirmed} email={identity.email} />}
        <div className="ml-auto">
          <DeleteIdentityButton {...confirmed} />
        </div>
      </CardFooter>
    </Card>
  );
}
