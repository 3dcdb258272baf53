import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { Language } from '../../../../shared/languages';
import { topicPaths, UNSUBSCRIBE_PAGE_PATH } from '../../../../shared/topic-paths';

/*
 * The unsubscribe link's token (docs/decisions/0048): it names one subscription row (RbacSubjectsToNotificationModuleTopics)
 * and carries an HMAC-SHA256 of that row's id, so that nobody can make one for another row. The key is derived from
 * RBAC_JWT_SECRET with HKDF under a label of its own: it is never the key access tokens are signed with, and a leaked
 * unsubscribe key tells nothing of that one. A row deleted (unsubscribed) and made again (subscribed again) has a new
 * id, so a link from before names a row that is gone: it no longer works.
 */

const KEY_LABEL = 'platform notification.unsubscribe v1';
const MAC_BYTES = 32;
/** Longest row id a token may carry: a uuid is 36 characters; ids are at most 500 (idOf). */
const MAX_ID_BYTES = 500;

/** The key unsubscribe tokens are signed with, derived from the JWT secret's bytes. */
export const unsubscribeKey = (jwtSecret: Uint8Array): Buffer =>
  Buffer.from(hkdfSync('sha256', jwtSecret, Buffer.alloc(0), KEY_LABEL, MAC_BYTES));

const macOf = (key: Uint8Array, subscriptionId: string) =>
  createHmac('sha256', key).update(`subscription:${subscriptionId}`).digest();

/** The token of the subscription row `subscriptionId`: its id and the id's HMAC, as one base64url text. */
export function unsubscribeToken(key: Uint8Array, subscriptionId: string): string {
  return Buffer.concat([Buffer.from(subscriptionId, 'utf8'), macOf(key, subscriptionId)]).toString('base64url');
}

/** The subscription row a token names when it was made with `key`; undefined for anything else (forged, cut, changed). */
export function subscriptionOfToken(key: Uint8Array, token: string): string | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(token)) return undefined;
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length <= MAC_BYTES || bytes.length > MAC_BYTES + MAX_ID_BYTES) return undefined;
  const id = bytes.subarray(0, bytes.length - MAC_BYTES);
  const subscriptionId = id.toString('utf8');
  // A token whose id is not the UTF-8 it claims would name another row once decoded.
  if (!Buffer.from(subscriptionId, 'utf8').equals(id)) return undefined;
  return timingSafeEqual(bytes.subarray(bytes.length - MAC_BYTES), macOf(key, subscriptionId)) ? subscriptionId : undefined;
}

/** The path of the unsubscribe page in a language: it shows the topic and asks to confirm (a GET never unsubscribes). */
export const unsubscribePagePath = (language: Language, token: string) =>
  `/${language}${UNSUBSCRIBE_PAGE_PATH}?token=${encodeURIComponent(token)}`;

/**
 * A subscriber's two unsubscribe addresses, absolute from the site's: the page a mail's footer links to, in the
 * subscriber's language, and the one-click POST target its `List-Unsubscribe` header names.
 */
export function unsubscribeUrls(siteUrl: string, language: Language, token: string): { page: string; oneClick: string } {
  const site = siteUrl.replace(/\/+$/, '');
  return { page: `${site}${unsubscribePagePath(language, token)}`, oneClick: `${site}${topicPaths.unsubscribe(token)}` };
}
