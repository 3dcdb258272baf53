import 'server-only';
import type { Prisma } from '../../../generated/prisma/client';
import type { Database } from '../../db/database';
import { PUBLISHED_STATUS } from '../../../shared/registry/visibility';

/**
 * The fields of a social profile a page shows. Listed one by one: a profile is public, but its chats and messages
 * are not, and a relation or field added later must not reach a page by default.
 */
export const PUBLIC_PROFILE_FIELDS = {
  id: true,
  slug: true,
  variant: true,
  className: true,
  title: true,
  subtitle: true,
  description: true,
  acceptsConversations: true,
} satisfies Prisma.SocialProfileSelect;

export type PublicProfile = Prisma.SocialProfileGetPayload<{ select: typeof PUBLIC_PROFILE_FIELDS }>;

/** The published profile with this slug (the page's `social.profiles.slug` segment), or null. */
export async function profileBySlug(db: Database, slug: string): Promise<PublicProfile | null> {
  return db.prisma.socialProfile.findFirst({ where: { slug, status: PUBLISHED_STATUS }, select: PUBLIC_PROFILE_FIELDS });
}

/** The profiles a signed-in visitor may start a conversation with (an editor's choice), in the lists' order. */
export async function profilesOpenToConversations(db: Database): Promise<PublicProfile[]> {
  return db.prisma.socialProfile.findMany({
    where: { acceptsConversations: true, status: PUBLISHED_STATUS },
    select: PUBLIC_PROFILE_FIELDS,
    orderBy: [{ orderIndex: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
  });
}
