import type { Database } from '../../../db/database';
import type { Mailer } from '../../../platform/mail/mailer';
import { queueMessage } from '../../notification/messages.service';
import { deliverNotifications } from '../../notification/notifications.service';
import type { TemplateData, TemplateVariant } from '../../notification/templates/catalog';
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

/** The template of each kind of change. */
const VARIANTS = {
  'identity-added': 'generate-email-rbac-identity-added',
  'email-changed': 'generate-email-rbac-email-changed',
  'identity-deleted': 'generate-email-rbac-identity-deleted',
  'password-changed': 'generate-email-rbac-password-changed',
  'password-reset': 'generate-email-rbac-password-reset',
} as const satisfies Record<AccountChange['kind'], TemplateVariant>;

const dateIn = (language: Language, date: Date) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);

/**
 * What the words of `change` are filled with, in `language`: the identity (or the two emails) it concerns, and for a
 * password change the sign-in methods added lately, for the subject to review.
 */
async function valuesOf(db: Database, subjectId: string, change: AccountChange, language: Language): Promise<TemplateData> {
  if (change.kind === 'email-changed') return { from: change.from, to: change.to };
  if (change.kind === 'identity-added' || change.kind === 'identity-deleted') return { identity: change.identity };
  const lately = addedLately(await identitiesOfSubject(db, subjectId)).map((identity) => ({
    name: identityName(identity) ?? identity.provider,
    date: dateIn(language, identity.createdAt),
  }));
  return { identity: change.identity, lately, latelyDays: lately.length ? String(RECENT_IDENTITY_DAYS) : '' };
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
  const settingsLink = `${notices.siteUrl.replace(/\/+$/, '')}${rbacPaths(language).settings}`;
  const data = { ...(await valuesOf(db, subjectId, change, language)), settingsLink };
  const ids = [];
  for (const recipient of to) {
    const rows = await queueMessage(db, notices, {
      variant: VARIANTS[change.kind],
      to: { email: recipient, subjectId },
      language,
      data,
    });
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

/** Sends the queued messages after the commit, without keeping the caller waiting on the mail server (their jobs retry). */
export const deliverAccountNotices = (db: Database, notices: AccountNotices, ids: readonly string[]) =>
  void deliverNotifications(db, notices.mailer, ids);
