import type { Database } from '../../../db/database';
import { AppError, badRequest } from '../../../errors';
import type { TelegramBot } from '../../../platform/telegram/telegram-bot';
import { TELEGRAM } from '../../../../shared/rbac-subject';
import { RATE_LIMIT_RULES } from '../abuse-limits';
import {
  anonymousSubject,
  carryOn,
  type AuthenticationDependencies,
  type Caller,
} from '../authentication/authentication.service';
import { deliverAccountNotices, emailsOf, queueAccountNotices, type AccountNotices } from '../identities/account-notices';
import { createSubject, grantRoles, rolesAvailableOnRegistration } from '../subjects/subjects.service';
import type { IssuedSession } from '../tokens/session.service';
import { verifyTelegramLogin } from './telegram-login';
import type { NotificationMethod, TelegramLogin } from './telegram.schema';

/*
 * Sign-in and linking with the Telegram Login Widget (docs/decisions/0047). The widget's answer, signed with the bot's
 * token, proves the person holds the Telegram account `id`; it becomes a `telegram` identity whose account is that id
 * (the chat the bot writes to). Either call clears the identity's `deliveryBlockedAt`: the person has just confirmed
 * the site in Telegram, granting the bot the right to write to them again.
 */

/** The bot, or the 404 every Telegram route answers without one: nothing of Telegram exists then. */
export function configuredBot(telegram: TelegramBot | undefined): TelegramBot {
  if (!telegram) throw new AppError('NOT_FOUND', 'Telegram is not configured on this site');
  return telegram;
}

/** The Telegram identity of account `telegramId` and the subject it belongs to, if any. */
async function telegramIdentity(db: Database, telegramId: string) {
  const identity = await db.prisma.rbacIdentity.findFirst({
    where: { provider: TELEGRAM, account: telegramId },
    select: { id: true, subjectsToIdentities: { select: { subjectId: true }, take: 1, orderBy: { createdAt: 'asc' } } },
  });
  return identity ? { id: identity.id, subjectId: identity.subjectsToIdentities[0]?.subjectId } : undefined;
}

const unblock = (db: Database, identityId: string) =>
  db.prisma.rbacIdentity.update({ where: { id: identityId }, data: { deliveryBlockedAt: null }, select: { id: true } });

/** A new Telegram identity of `subjectId` (or the unlinked one of that account, linked now). */
async function addTelegramIdentity(db: Database, subjectId: string, telegramId: string, existing?: string) {
  const identity = existing
    ? await unblock(db, existing)
    : await db.prisma.rbacIdentity.create({ data: { provider: TELEGRAM, account: telegramId }, select: { id: true } });
  await db.prisma.rbacSubjectsToIdentities.create({ data: { subjectId, identityId: identity.id } });
  return identity;
}

/**
 * Signs in with a Login Widget answer. A known Telegram account signs in to its subject; a new one gets a subject (the
 * caller's anonymous one, if any, as a registration keeps it) with the roles given on registration and the identity.
 */
export async function signInWithTelegram(
  deps: AuthenticationDependencies & { telegram?: TelegramBot },
  caller: Caller,
  login: TelegramLogin,
): Promise<IssuedSession> {
  const bot = configuredBot(deps.telegram);
  await deps.limiter.consume(RATE_LIMIT_RULES.telegramSignInPerIp, caller.ip);
  const { telegramId } = verifyTelegramLogin(bot.token, login);
  const anonymous = await anonymousSubject(deps.db, caller);
  const subjectId = await deps.db.transaction(async (tx) => {
    const known = await telegramIdentity(tx, telegramId);
    if (known?.subjectId) {
      await unblock(tx, known.id);
      return known.subjectId;
    }
    const subject = anonymous ?? (await createSubject(tx)).id;
    await grantRoles(tx, subject, await rolesAvailableOnRegistration(tx));
    await addTelegramIdentity(tx, subject, telegramId, known?.id);
    return subject;
  });
  return carryOn(deps, caller, anonymous, subjectId);
}

/** What linking answers: the identity, and whether it was new to the subject (false: linked again, unblocked). */
export interface LinkedTelegram {
  id: string;
  provider: typeof TELEGRAM;
  account: string;
  added: boolean;
}

/**
 * Links the Telegram account of a Login Widget answer to `subjectId`. Already the subject's: its delivery is unblocked
 * (linked again). Another subject's: a 409 naming `data.id`. Otherwise it is added, and the subject's e-mails are told
 * (decision 0028), after `confirm` (the subject's confirmation, asked only when a way in is added).
 */
export async function linkTelegram(
  deps: { db: Database; telegram?: TelegramBot; limiter: AuthenticationDependencies['limiter'] },
  notices: AccountNotices,
  who: { subjectId: string; ip: string },
  login: TelegramLogin,
  confirm: () => Promise<void>,
): Promise<LinkedTelegram> {
  const bot = configuredBot(deps.telegram);
  await deps.limiter.consume(RATE_LIMIT_RULES.telegramSignInPerIp, who.ip);
  const { telegramId, name } = verifyTelegramLogin(bot.token, login);
  const known = await telegramIdentity(deps.db, telegramId);
  if (known?.subjectId === who.subjectId) {
    await unblock(deps.db, known.id);
    return { id: known.id, provider: TELEGRAM, account: telegramId, added: false };
  }
  if (known?.subjectId) throw telegramTaken();
  await confirm();
  const { identity, queued } = await deps.db.transaction(async (tx) => {
    const recipients = await emailsOf(tx, who.subjectId);
    const identity = await addTelegramIdentity(tx, who.subjectId, telegramId, known?.id);
    const change = { kind: 'identity-added', identity: name } as const;
    return { identity, queued: await queueAccountNotices(tx, notices, who.subjectId, change, recipients) };
  });
  deliverAccountNotices(deps.db, notices, queued);
  return { id: identity.id, provider: TELEGRAM, account: telegramId, added: true };
}

const telegramTaken = () =>
  new AppError(
    'CONFLICT',
    'This Telegram account is linked to another account',
    [{ field: 'data.id', message: 'data.id: this Telegram account is linked to another account', code: 'telegram_taken' }],
    { messageCode: 'telegram_taken' },
  );

/**
 * Sets where the subject's messages go. Telegram (alone or beside e-mail) needs a Telegram identity: a 400 naming
 * `data.notificationMethod` otherwise. Answers the method now set.
 */
export async function setNotificationMethod(
  db: Database,
  subjectId: string,
  method: NotificationMethod,
): Promise<{ notificationMethod: NotificationMethod }> {
  if (method !== 'email') {
    const linked = await db.prisma.rbacIdentity.count({
      where: { provider: TELEGRAM, subjectsToIdentities: { some: { subjectId } } },
    });
    if (!linked)
      throw badRequest(
        'Link Telegram first: messages can go by Telegram only to an account with Telegram linked',
        [
          {
            field: 'data.notificationMethod',
            message: 'data.notificationMethod: link Telegram first',
            code: 'telegram_not_linked',
          },
        ],
        { messageCode: 'telegram_not_linked' },
      );
  }
  await db.prisma.rbacSubject.update({ where: { id: subjectId }, data: { notificationMethod: method } });
  return { notificationMethod: method };
}
