import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../shared/languages';
import type { Database } from '../../db/database';
import { siteName } from '../host';
import { subjectLanguage } from '../rbac/tokens/session.service';
import { MESSAGE_KINDS, telegramVariantOf, type TemplateData, type TemplateVariant } from './templates/catalog';
import { fillWords } from './templates/render';
import { templateWords } from './templates/template-words';
import { renderEmail } from './mail/email-layout';
import { emailRecipient, type NotificationAttachment } from './notifications.schema';
import { queueNotification, type Notification } from './notifications.service';

/*
 * Every message the product sends starts here (docs/decisions/0046): a kind (its template variant), whom it is for,
 * and the values its words are filled with. The words come from the kind's template record (an editor's), else the
 * built-in ones; an e-mail is set in the site's mail layout. One outbox row per channel the recipient is reached by.
 */

/** Whom a message is for. */
export type MessageRecipient =
  /** An account: its e-mail and/or Telegram, as its `notificationMethod` says, in its latest language. */
  | { subjectId: string }
  /** An account whose addresses the caller read already in this transaction (addressesOfSubject): not read again. */
  | { subjectId: string; addresses: readonly Address[] }
  /** This address only, whatever account has it (a reset code, the team's address). */
  | { email: string; subjectId?: string };

export interface MessageRequest {
  /** The kind, by its e-mail variant (or a Telegram-only one); a Telegram recipient gets its Telegram counterpart. */
  variant: TemplateVariant;
  to: MessageRecipient;
  /** The language of the words; else the subject's latest, else the site's default. */
  language?: Language;
  /** The values of the kind's variables, or a function of the language for values worded per language. */
  data: TemplateData | ((language: Language) => TemplateData | Promise<TemplateData>);
  attachments?: readonly NotificationAttachment[];
  /** Not sent before this moment. */
  sendAfter?: Date;
  topicId?: string;
  orderId?: string;
  /** One row per recipient and channel under this key: writing the same batch again adds nothing. */
  batchKey?: string;
  /** A topic's unsubscribe page for this recipient: the mail's footer link, and `unsubscribeLink` of the words. */
  unsubscribeUrl?: string;
  /**
   * The one-click address (RFC 8058's POST target) the e-mail's `List-Unsubscribe` header names: kept as the row's
   * `unsubscribeUrl`, which mail-message.ts makes the header of. Without it the row keeps `unsubscribeUrl`.
   */
  oneClickUnsubscribeUrl?: string;
}

/** Where the links of a message point, and what many messages of one run share. */
export interface MessageSite {
  siteUrl: string;
  /**
   * The site's name and the templates' words, read once for a run of many messages (an announcement's thousands):
   * give one `messageMemo()` to every call of the run. Without it each message reads them again.
   */
  memo?: MessageMemo;
}

/** What a run of messages read once: by key (`site-name:ru`, `words:<variant>:ru`). */
export type MessageMemo = Map<string, Promise<unknown>>;
export const messageMemo = (): MessageMemo => new Map();

function remembered<T>(memo: MessageMemo | undefined, key: string, read: () => Promise<T>): Promise<T> {
  if (!memo) return read();
  let value = memo.get(key) as Promise<T> | undefined;
  if (!value) memo.set(key, (value = read()));
  return value;
}

/** One channel's address of a recipient. */
export interface Address {
  method: 'email' | 'telegram';
  recipient: string;
}

/**
 * The addresses of an account: its e-mail identities' addresses and its Telegram chats that did not block the bot,
 * chosen by its `notificationMethod`; e-mail when it chose Telegram but has none linked.
 */
export async function addressesOfSubject(db: Database, subjectId: string): Promise<Address[]> {
  const rows = await db.query<{
    method: string;
    provider: string;
    email: string | null;
    account: string | null;
    blocked: boolean;
  }>(
    `SELECT s."notificationMethod" AS "method", i."provider", i."email", i."account", i."deliveryBlockedAt" IS NOT NULL AS "blocked"
       FROM "RbacSubject" s
       JOIN "RbacSubjectsToIdentities" x ON x."subjectId" = s."id"
       JOIN "RbacIdentity" i ON i."id" = x."identityId"
      WHERE s."id" = $1::text
      ORDER BY x."createdAt", x."id"`,
    [subjectId],
  );
  const method = rows[0]?.method ?? 'email';
  // An identity's email is any text an administrator typed: one that is no address reaches no one, and must not fail
  // the write that sends the message (a post, a payment).
  const emails = [...new Set(rows.flatMap((row) => (emailRecipient.safeParse(row.email).success ? [row.email!] : [])))].map(
    (recipient): Address => ({
      method: 'email',
      recipient,
    }),
  );
  const telegrams = rows
    .filter((row) => row.provider === 'telegram' && row.account && !row.blocked)
    .map((row): Address => ({ method: 'telegram', recipient: row.account! }));
  if (method === 'telegram') return telegrams.length ? telegrams : emails;
  if (method === 'both') return [...emails, ...telegrams];
  return emails;
}

/**
 * Queues `request` in the outbox inside `db`'s transaction (the caller delivers after its commit: see
 * notifications.service.ts), one row per address; answers the rows (none when the recipient has no address).
 */
export async function queueMessage(db: Database, site: MessageSite, request: MessageRequest): Promise<Notification[]> {
  const subjectId = 'subjectId' in request.to ? request.to.subjectId : undefined;
  const addresses: readonly Address[] =
    'email' in request.to
      ? [{ method: 'email', recipient: request.to.email }]
      : 'addresses' in request.to
        ? request.to.addresses
        : await addressesOfSubject(db, request.to.subjectId);
  if (!addresses.length) return [];
  const known = !request.language && subjectId ? await subjectLanguage(db, subjectId) : undefined;
  const language: Language = request.language ?? (isLanguage(known) ? known : DEFAULT_LANGUAGE);
  const data = typeof request.data === 'function' ? await request.data(language) : request.data;
  const name = await remembered(site.memo, `site-name:${language}`, () => siteName(db, language));
  const common = { siteName: name, siteUrl: site.siteUrl.replace(/\/+$/, '') };
  const filled = { ...common, ...data, ...(request.unsubscribeUrl ? { unsubscribeLink: request.unsubscribeUrl } : {}) };
  const unsubscribeHeaderUrl = request.oneClickUnsubscribeUrl ?? request.unsubscribeUrl;
  const rows: Notification[] = [];
  for (const address of addresses) {
    const variant = address.method === 'telegram' ? (telegramVariantOf(request.variant) ?? request.variant) : request.variant;
    if (MESSAGE_KINDS[variant].method !== address.method) continue;
    const { templateId, words } = await remembered(site.memo, `words:${variant}:${language}`, () =>
      templateWords(db, variant, language),
    );
    const message = fillWords(words, filled);
    const email =
      address.method === 'email'
        ? await renderEmail({ language, ...message, ...common, unsubscribeUrl: request.unsubscribeUrl })
        : undefined;
    rows.push(
      await queueNotification(db, {
        method: address.method,
        recipient: address.recipient,
        language,
        title: message.title || variant,
        text: email?.text ?? message.text,
        ...(email ? { html: email.html } : {}),
        data: filled,
        ...(request.attachments?.length ? { attachments: [...request.attachments] } : {}),
        ...(request.sendAfter ? { sendAfter: request.sendAfter } : {}),
        ...(unsubscribeHeaderUrl && address.method === 'email' ? { unsubscribeUrl: unsubscribeHeaderUrl } : {}),
        ...(request.batchKey ? { batchKey: request.batchKey } : {}),
        ...(templateId ? { templateId } : {}),
        ...(request.topicId ? { topicId: request.topicId } : {}),
        ...(subjectId ? { subjectId } : {}),
        ...(request.orderId ? { orderId: request.orderId } : {}),
      }),
    );
  }
  return rows;
}
