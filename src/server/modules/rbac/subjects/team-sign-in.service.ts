import type { Database } from '../../../db/database';
import { createPasswordIdentity } from '../identities/identities.service';

/**
 * Whether the subject `slug` can sign in (has an identity), or there is no such subject: either way there is nothing
 * to give it.
 */
export async function hasSignIn(db: Database, slug: string): Promise<boolean> {
  const subject = await db.prisma.rbacSubject.findUnique({
    where: { slug },
    select: { _count: { select: { subjectsToIdentities: true } } },
  });
  return !subject || subject._count.subjectsToIdentities > 0;
}

/**
 * Gives the subject `slug` (a seeded team member) an email-and-password identity, unless it has one: answers whether
 * it did. `field` names the setting the email came from when it is taken.
 */
export const giveSubjectSignIn = (
  db: Database,
  slug: string,
  credentials: { email: string; password: string },
  field: string,
): Promise<boolean> =>
  db.transaction(async (tx) => {
    const subject = await tx.prisma.rbacSubject.findUnique({ where: { slug }, select: { id: true } });
    if (!subject || (await hasSignIn(tx, slug))) return false;
    await createPasswordIdentity(tx, subject.id, credentials, field);
    return true;
  });
