import { shortenAddress } from './ethereum-address';

/** Identity providers the accounts pages tell apart (the rbac identity's `provider`). */
export const EMAIL_AND_PASSWORD = 'email_and_password';
export const ETHEREUM_VIRTUAL_MACHINE = 'ethereum_virtual_machine';

/** What the accounts pages show of an identity: never its secrets. */
export interface SubjectIdentity {
  id: string;
  provider: string;
  email: string | null;
  account: string | null;
}

/** The signed-in subject as the accounts pages show it: plain data a Server Component hands to a Client Component. */
export interface SubjectSummary {
  id: string;
  identities: SubjectIdentity[];
  /** Each role's slug names it in the page's language (`user`, `admin`); its title is shown for any other. */
  roles: { id: string; title: string; slug?: string }[];
}

/** How an identity is named on screen: its email, else its wallet address shortened, else nothing. */
export function identityName(identity: SubjectIdentity): string | undefined {
  if (identity.email) return identity.email;
  if (identity.account)
    return identity.provider === ETHEREUM_VIRTUAL_MACHINE ? shortenAddress(identity.account) : identity.account;
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
