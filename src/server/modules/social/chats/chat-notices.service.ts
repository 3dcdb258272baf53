import { chatPageHref } from '../../../../shared/chat-paths';
import { localized } from '../../../../shared/localized-text';
import type { Database } from '../../../db/database';
import { queueMessage } from '../../notification/messages.service';
import type { Notification } from '../../notification/notifications.service';

/*
 * `generate-email-social-module-message-created` (and its Telegram counterpart): a new message tells each other
 * member's owners, by the channels each chose, in their language, with a link to the chat; at most once per chat and
 * member in CHAT_NOTICE_INTERVAL_MINUTES, never the author. The throttle is the member's `notifiedAt` in
 * profiles-to-chats, claimed by one conditional UPDATE, so that posts at once in several processes tell a member once.
 * The words are the kind's template (notification module, docs/decisions/0046). The message's text is not in the
 * notice: the chat is private, and mail passes through others' servers.
 */

/** Least minutes between two notices of one chat to one member. */
export const CHAT_NOTICE_INTERVAL_MINUTES = 10;

/** A profile's title as one short line: a subject line must be one line, and a notice must never fail the post. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 200);

interface Recipient {
  subjectId: string;
  profileId: string;
}

/**
 * Queues, inside the message's transaction, the notices of a new message of chat `chatId` written by
 * `authorProfileId`: one per owner of each other member not told of this chat in the last
 * CHAT_NOTICE_INTERVAL_MINUTES, by each channel the owner is reached by. An owner of the author's profile is never
 * told. Answers the outbox rows.
 */
export async function queueChatNotices(
  tx: Database,
  { chatId, authorProfileId, siteUrl }: { chatId: string; authorProfileId: string; siteUrl: string },
): Promise<Notification[]> {
  const claimed = await tx.query<{ profileId: string }>(
    `UPDATE "SocialProfilesToChats" SET "notifiedAt" = now(), "updatedAt" = now()
      WHERE "chatId" = $1::text AND "profileId" <> $2::text
        AND ("notifiedAt" IS NULL OR "notifiedAt" <= now() - make_interval(mins => $3::int))
     RETURNING "profileId"`,
    [chatId, authorProfileId, CHAT_NOTICE_INTERVAL_MINUTES],
  );
  if (!claimed.length) return [];
  const recipients = await tx.query<Recipient>(
    `SELECT DISTINCT ON (sp."subjectId") sp."subjectId", sp."socialModuleProfileId" AS "profileId"
       FROM "RbacSubjectsToSocialModuleProfiles" sp
      WHERE sp."socialModuleProfileId" = ANY($1::text[])
        AND NOT EXISTS (SELECT 1 FROM "RbacSubjectsToSocialModuleProfiles" a
                         WHERE a."subjectId" = sp."subjectId" AND a."socialModuleProfileId" = $2::text)
      ORDER BY sp."subjectId", sp."createdAt"`,
    [claimed.map((row) => row.profileId), authorProfileId],
  );
  if (!recipients.length) return [];
  const author = await tx.prisma.socialProfile.findUnique({ where: { id: authorProfileId }, select: { title: true } });
  const notices: Notification[] = [];
  for (const recipient of recipients)
    notices.push(
      ...(await queueMessage(
        tx,
        { siteUrl },
        {
          variant: 'generate-email-social-module-message-created',
          to: { subjectId: recipient.subjectId },
          // An author with no title in the language is "a visitor of the site": the template words that.
          data: (language) => ({
            author: oneLine(localized(author?.title, language)),
            link: new URL(chatPageHref(language, recipient.profileId, chatId), siteUrl).toString(),
          }),
        },
      )),
    );
  return notices;
}
