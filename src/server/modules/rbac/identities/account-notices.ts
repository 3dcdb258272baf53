import type { Database } from '../../../db/database';
import type { Mailer } from '../../../platform/mail/mailer';
import { deliverNotifications, queueNotification } from '../../notification/notifications.service';
import type { Language } from '../../../../shared/languages';
import { rbacPaths } from '../../../../shared/rbac-paths';
import { addedLately, identityName, RECENT_IDENTITY_DAYS } from '../../../../shared/rbac-subject';
import { identitiesOfSubject } from '../subjects/subjects.service';
import { subjectLanguage } from '../tokens/session.service';

/** What a message about an account change needs: the site's address, the caller's language (when the subject's is unknown), the mail. */
export interface AccountNotices {
  siteUrl: string;
  language: Language;
  mailer: Mailer | undefined;
}

/** A change of the ways into an account, told to the addresses the account had before it. */
export type AccountChange =
  | { kind: 'identity-added'; identity: string }
  | { kind: 'email-changed'; from: string; to: string }
  | { kind: 'identity-deleted'; identity: string }
  | { kind: 'password-changed' | 'password-reset'; identity: string };

type Lately = { name: string; date: string }[];
type Words = { title: string; text: (settings: string, lately: Lately) => string };

const dateIn = (language: Language, date: Date) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);

const latelyText: Record<Language, (lately: Lately) => string> = {
  en: (lately) =>
    lately.length
      ? `\n\nSign-in methods added to your account in the last ${RECENT_IDENTITY_DAYS} days:\n${lately.map((each) => `- ${each.name} (${each.date})`).join('\n')}\nIf one of them is not yours, delete it in the settings.`
      : '',
  ru: (lately) =>
    lately.length
      ? `\n\nСпособы входа, добавленные в аккаунт за последние ${RECENT_IDENTITY_DAYS} дней:\n${lately.map((each) => `- ${each.name} (${each.date})`).join('\n')}\nЕсли какой-то из них не ваш, удалите его в настройках.`
      : '',
};

const NOT_YOU: Record<Language, (settings: string) => string> = {
  en: (settings) =>
    `If it was not you, sign in, check your sign-in methods in the settings (${settings}) and change your password.`,
  ru: (settings) => `Если это были не вы, войдите, проверьте способы входа в настройках (${settings}) и смените пароль.`,
};

function words(change: AccountChange, language: Language): Words {
  const en = language === 'en';
  switch (change.kind) {
    case 'identity-added':
      return en
        ? {
            title: 'A sign-in method was added to your account',
            text: (settings) => `${change.identity} can now sign in to your account.\n\n${NOT_YOU.en(settings)}`,
          }
        : {
            title: 'В аккаунт добавлен способ входа',
            text: (settings) => `Теперь в ваш аккаунт можно войти через ${change.identity}.\n\n${NOT_YOU.ru(settings)}`,
          };
    case 'email-changed':
      return en
        ? {
            title: 'The email of your account was changed',
            text: (settings) =>
              `The sign-in email ${change.from} of your account was changed to ${change.to}.\n\nIf it was not you, sign in with ${change.to} and your password, put your email back in the settings (${settings}) and change your password.`,
          }
        : {
            title: 'Электронная почта аккаунта изменена',
            text: (settings) =>
              `Почта для входа в аккаунт ${change.from} заменена на ${change.to}.\n\nЕсли это были не вы, войдите с ${change.to} и своим паролем, верните свою почту в настройках (${settings}) и смените пароль.`,
          };
    case 'identity-deleted':
      return en
        ? {
            title: 'A sign-in method was removed from your account',
            text: (settings) => `${change.identity} can no longer sign in to your account.\n\n${NOT_YOU.en(settings)}`,
          }
        : {
            title: 'Из аккаунта удалён способ входа',
            text: (settings) => `Через ${change.identity} больше нельзя войти в ваш аккаунт.\n\n${NOT_YOU.ru(settings)}`,
          };
    case 'password-changed':
    case 'password-reset': {
      const reset = change.kind === 'password-reset';
      return en
        ? {
            title: reset ? 'The password of your account was reset' : 'The password of your account was changed',
            text: (settings, lately) =>
              `The password of ${change.identity} was ${reset ? 'reset with a code sent to it' : 'changed'}, and ${reset ? 'every session' : 'every other session'} of your account has ended.${latelyText.en(lately)}\n\nIf it was not you, reset your password at once and check your sign-in methods in the settings (${settings}).`,
          }
        : {
            title: reset ? 'Пароль аккаунта сброшен' : 'Пароль аккаунта изменён',
            text: (settings, lately) =>
              `Пароль для ${change.identity} ${reset ? 'сброшен кодом, отправленным на эту почту' : 'изменён'}, ${reset ? 'все сеансы' : 'все остальные сеансы'} аккаунта завершены.${latelyText.ru(lately)}\n\nЕсли это были не вы, сразу сбросьте пароль и проверьте способы входа в настройках (${settings}).`,
          };
    }
  }
}

/** The emails of the subject's identities: whom a change is told to, read before it is made. */
export async function emailsOf(db: Database, subjectId: string): Promise<string[]> {
  return [...new Set((await identitiesOfSubject(db, subjectId)).flatMap((identity) => (identity.email ? [identity.email] : [])))];
}

/**
 * Queues the message about `change` to each of `recipients` but the address the change brought in (whoever made it
 * holds that one), in the outbox inside `db`'s transaction: the change and its messages are written together or not
 * at all. In the language of the subject's latest sign-in, else the caller's. Answers the messages' ids for
 * deliverAccountNotices once the transaction is committed.
 */
export async function queueAccountNotices(
  db: Database,
  notices: AccountNotices,
  subjectId: string,
  change: AccountChange,
  recipients: readonly string[],
): Promise<string[]> {
  const brought = change.kind === 'email-changed' ? change.to : change.kind === 'identity-added' ? change.identity : undefined;
  const to = recipients.filter((recipient) => recipient !== brought);
  if (!to.length) return [];
  const language = (await subjectLanguage(db, subjectId)) ?? notices.language;
  const { title, text } = words(change, language);
  const lately: Lately =
    change.kind === 'password-changed' || change.kind === 'password-reset'
      ? addedLately(await identitiesOfSubject(db, subjectId)).map((identity) => ({
          name: identityName(identity) ?? identity.provider,
          date: dateIn(language, identity.createdAt),
        }))
      : [];
  const settings = `${notices.siteUrl.replace(/\/+$/, '')}${rbacPaths(language).settings}`;
  const ids = [];
  for (const recipient of to) ids.push((await queueNotification(db, { recipient, title, text: text(settings, lately) })).id);
  return ids;
}

/** Sends the queued messages after the commit, without keeping the caller waiting on the mail server (their jobs retry). */
export const deliverAccountNotices = (db: Database, notices: AccountNotices, ids: readonly string[]) =>
  void deliverNotifications(db, notices.mailer, ids);
