import { randomUUID } from 'node:crypto';
import { randomSlug, randomWords } from '../../../../shared/registry/random-values';
import { PUBLISHED_STATUS } from '../../../../shared/registry/visibility';
import type { Database } from '../../../db/database';
import { AppError, badRequest, notFound } from '../../../errors';
import { advisoryLock } from '../../../platform/locks/advisory-lock';
import { identitiesOfSubject } from '../../rbac/subjects/subjects.service';
import { chatSummaryOf, ownsProfile, PRIVATE_PROFILE_STATUS, type ChatSummary } from './chats.service';

/*
 * Starting a conversation (docs/decisions/0044): a subject writes to a profile that accepts conversations (an
 * editor's choice, SocialProfile.acceptsConversations). The subject speaks as its first profile, made on first use;
 * the conversation is the chat whose members are exactly those two profiles, found and never made twice: the subject
 * and then the pair are locked for the transaction (in every server process), so concurrent clicks take turns and the
 * later ones find the chat the first made.
 */

/** The subject's first profile, or a new one (its title is empty until someone gives it one). */
async function ownProfile(tx: Database, subjectId: string): Promise<string> {
  const link = await tx.prisma.rbacSubjectsToSocialModuleProfiles.findFirst({
    where: { subjectId },
    orderBy: [{ orderIndex: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
    select: { socialModuleProfileId: true },
  });
  if (link) return link.socialModuleProfileId;
  const profile = await tx.prisma.socialProfile.create({
    data: {
      adminTitle: randomWords(),
      slug: randomSlug(),
      // Seen by the chats it is in, not on the site: a visitor is no team member (docs/decisions/0044).
      status: PRIVATE_PROFILE_STATUS,
      rbacSubjectsToSocialModuleProfiles: { create: { subjectId } },
    },
    select: { id: true },
  });
  return profile.id;
}

/** The chat whose members are exactly these two profiles, if there is one. */
async function conversationOf(tx: Database, one: string, other: string): Promise<string | undefined> {
  const [row] = await tx.query<{ chatId: string }>(
    `SELECT pc."chatId" FROM "SocialProfilesToChats" pc
      WHERE pc."profileId" = $1::text
        AND EXISTS (SELECT 1 FROM "SocialProfilesToChats" x WHERE x."chatId" = pc."chatId" AND x."profileId" = $2::text)
        AND (SELECT count(*) FROM "SocialProfilesToChats" y WHERE y."chatId" = pc."chatId") = 2
      ORDER BY pc."createdAt", pc."chatId" LIMIT 1`,
    [one, other],
  );
  return row?.chatId;
}

/**
 * Finds or starts the conversation of subject `subjectId` with profile `profileId`: a 404 naming `data.profileId` when
 * that profile does not accept conversations, a 400 when it is the subject's own, a 403 for a guest's session (an
 * anonymous subject: no account to come back to, and a public profile per passer-by). Answers the subject's profile
 * and the chat as it sees it.
 */
export async function startChat(
  db: Database,
  { subjectId, profileId }: { subjectId: string; profileId: string },
): Promise<{ profileId: string; chat: ChatSummary }> {
  return db.transaction(async (tx) => {
    const target = await tx.prisma.socialProfile.findFirst({
      where: { id: profileId, acceptsConversations: true, status: PUBLISHED_STATUS },
      select: { id: true },
    });
    if (!target) throw notFound(`SocialProfile with id ${profileId} not found, or it accepts no conversations`, 'data.profileId');
    if (await ownsProfile(tx, subjectId, profileId))
      throw badRequest('A conversation is with someone else: this profile is your own', [
        { field: 'data.profileId', message: 'data.profileId: this profile is your own', code: 'invalid' },
      ]);
    if (!(await identitiesOfSubject(tx, subjectId)).length)
      throw new AppError('FORBIDDEN', 'Register or sign in to write: a guest session cannot start a conversation');
    await advisoryLock.hold(tx, `social.chats.start:${subjectId}`);
    const own = await ownProfile(tx, subjectId);
    const pair = [own, profileId].sort();
    await advisoryLock.hold(tx, `social.chats.pair:${pair.join(':')}`);
    const chatId =
      (await conversationOf(tx, own, profileId)) ??
      (
        await tx.prisma.socialChat.create({
          data: {
            adminTitle: randomWords(),
            slug: `conversation-${randomUUID()}`,
            profilesToChats: { create: [{ profileId: own }, { profileId }] },
          },
          select: { id: true },
        })
      ).id;
    return { profileId: own, chat: await chatSummaryOf(tx, own, chatId) };
  });
}
