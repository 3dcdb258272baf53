import 'server-only';
import type { Prisma } from '../../../generated/prisma/client';
import { ADMIN_ORDER } from '../../db/admin-order';
import type { Database } from '../../db/database';
import { PUBLISHED_STATUS } from '../../../shared/registry/visibility';
import { productCards, productCardSelect, type ProductCard } from '../ecommerce/widget-content.service';
import { PUBLIC_PROFILE_FIELDS, type PublicProfile } from '../social/widget-content.service';

/**
 * The public face of subjects, for the site's rbac widgets. A subject is personal: of it only its slug (made to
 * appear in urls) and its links to public records (social profiles, products) may leave the server, never its
 * identities, roles, sessions or orders. Every read below is a `select` naming each field, so nothing else is
 * fetched, and nothing added to the entities later leaks by default.
 */

/** Most subjects a list shows: one page of cards, whatever the number of subjects. */
export const MAX_PUBLIC_SUBJECTS = 48;

/** A subject's links to its profiles on the site: a visitor's private profile (made to chat) is none. */
const PUBLISHED_PROFILE_LINK = {
  socialModuleProfile: { status: PUBLISHED_STATUS },
} satisfies Prisma.RbacSubjectsToSocialModuleProfilesWhereInput;

/**
 * The subjects the site shows: those with a published (social) profile. A subject without one is an anonymous
 * session, an administrator or a visitor who wrote to the team, nobody the site shows.
 */
const PUBLIC_SUBJECT_WHERE = {
  subjectsToSocialModuleProfiles: { some: PUBLISHED_PROFILE_LINK },
} satisfies Prisma.RbacSubjectWhereInput;

const SUBJECT_FIELDS = {
  id: true,
  slug: true,
  subjectsToSocialModuleProfiles: {
    where: PUBLISHED_PROFILE_LINK,
    orderBy: ADMIN_ORDER,
    select: { socialModuleProfile: { select: PUBLIC_PROFILE_FIELDS } },
  },
  subjectsToEcommerceModuleProducts: { orderBy: ADMIN_ORDER, select: { ecommerceModuleProduct: { select: productCardSelect } } },
} satisfies Prisma.RbacSubjectSelect;

type SubjectRow = Prisma.RbacSubjectGetPayload<{ select: typeof SUBJECT_FIELDS }>;

export interface PublicSubject {
  id: string;
  slug: string;
  profiles: PublicProfile[];
  products: ProductCard[];
}

/** The subjects of these rows, their products as cards with prices (read for all of them at once). */
async function publicSubjectsOf(db: Database, rows: readonly SubjectRow[]): Promise<PublicSubject[]> {
  const products = await productCards(
    db,
    rows.flatMap((row) => row.subjectsToEcommerceModuleProducts.map((link) => link.ecommerceModuleProduct)),
  );
  const cardOf = new Map(products.map((card) => [card.id, card]));
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    profiles: row.subjectsToSocialModuleProfiles.map((link) => link.socialModuleProfile),
    products: row.subjectsToEcommerceModuleProducts.map((link) => cardOf.get(link.ecommerceModuleProduct.id)!),
  }));
}

/** The first MAX_PUBLIC_SUBJECTS public subjects in the admin's order, each with its public profiles and products: one statement. */
export async function publicSubjects(db: Database): Promise<PublicSubject[]> {
  const rows = await db.prisma.rbacSubject.findMany({
    where: PUBLIC_SUBJECT_WHERE,
    orderBy: ADMIN_ORDER,
    take: MAX_PUBLIC_SUBJECTS,
    select: SUBJECT_FIELDS,
  });
  return publicSubjectsOf(db, rows);
}

/**
 * The subject with this slug (the page's `rbac.subjects.slug` segment) with its public profiles and products; null
 * when there is no such subject or it has no public profile.
 */
export async function publicSubjectBySlug(db: Database, slug: string): Promise<PublicSubject | null> {
  const row = await db.prisma.rbacSubject.findUnique({ where: { slug, ...PUBLIC_SUBJECT_WHERE }, select: SUBJECT_FIELDS });
  return row ? ((await publicSubjectsOf(db, [row]))[0] ?? null) : null;
}
