import { shortenAddress } from './ethereum-address';
import { DAY_MS } from './utc-day';

/** Identity providers the accounts pages tell apart (the rbac identity's `provider`). */
export const EMAIL_AND_PASSWORD = 'email_and_password';
export const ETHEREUM_VIRTUAL_MACHINE = 'ethereum_virtual_machine';
/** Signed in or linked with the Telegram Login Widget: its account is the person's Telegram id, their bot chat's id. */
export const TELEGRAM = 'telegram';

/** What the accounts pages show of an identity: never its secrets. */
export interface SubjectIdentity {
  id: string;
  provider: string;
  email: string | null;
  account: string | null;
  /** When it was added (ISO 8601): the settings show it, and mark those added lately. */
  createdAt?: string;
  /** A Telegram identity's chat refusing the bot's messages since then (ISO 8601): linking it again clears it. */
  deliveryBlockedAt?: string | null;
}

/** Where an account's messages go (RbacSubject.notificationMethod). */
export type NotificationMethod = 'email' | 'telegram' | 'both';

/** How far back a password change or reset points out identities added to the account (addedLately). */
export const RECENT_IDENTITY_DAYS = 14;

/**
 * The identities added in the last RECENT_IDENTITY_DAYS after the account's first one: what someone who got in
 * would have added to keep a way in. The settings mark them, and the messages about a password change list them.
 */
export function addedLately<T extends { createdAt?: Date | string }>(identities: readonly T[], now: number = Date.now()): T[] {
  const times = identities.map((identity) =>
    identity.createdAt === undefined ? Number.NaN : new Date(identity.createdAt).getTime(),
  );
  const first = Math.min(...times.filter(Number.isFinite));
  return identities.filter((_, index) => {
    const time = times[index]!;
    return time > first && now - time < RECENT_IDENTITY_DAYS * DAY_MS;
  });
}

/** The signed-in subject as the accounts pages show it: plain data a Server Component hands to a Client Component. */
export interface SubjectSummary {
  id: string;
  identities: SubjectIdentity[];
  /** Each role's slug names it in the page's language (`user`, `admin`); its title is shown for any other. */
  roles: { id: string; title: string; slug?: string }[];
  /** Where its messages go (the settings offer the choice when Telegram is linked). */
  notificationMethod?: NotificationMethod;
}

/** How an identity is named on screen: its email, else its wallet address shortened, else nothing. */
export function identityName(identity: Pick<SubjectIdentity, 'provider' | 'email' | 'account'>): string | undefined {
  if (identity.email) return identity.email;
  if (identity.account)
    return identity.provider === ETHEREUM_VIRTUAL_MACHINE
      ? shortenAddress(identity.account)
      : identity.provider === TELEGRAM
        ? `Telegram ${identity.account}`
        : identity.account;
  return undefined;
}

/** The account menu's name for a subject: the first identity that has a name, else the word for anonymous. */
export function subjectName(subject: SubjectSummary, anonymous: string): string {
  for (const identity of subject.identities) {
    const name = identityName(identity);
    if (name) return name;
  }
  return anonymous;
}
