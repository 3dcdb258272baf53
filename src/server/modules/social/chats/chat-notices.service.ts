import { chatPageHref } from '../../../../shared/chat-paths';
import { DEFAULT_LANGUAGE, type Language } from '../../../../shared/languages';
import { localized, richTextToParagraphs } from '../../../../shared/localized-text';
import type { Database } from '../../../db/database';
import { notificationMessageInput } from '../../notification/notifications.schema';
import { queueNotification, type Notification } from '../../notification/notifications.service';
import { subjectLanguage } from '../../rbac/tokens/session.service';

/*
 * `chat-message-received`: a new message tells each other member's owners (by e-mail, through the outbox), in their
 * language, with a link to the chat; at most once per chat and member in CHAT_NOTICE_INTERVAL_MINUTES, never the
 * author. The throttle is the member's `notifiedAt` in profiles-to-chats, claimed by one conditional UPDATE, so that
 * posts at once in several processes tell a member once. The words are the notification template of that variant
 * (editable in the admin); these are used where it has none. The message's text is not in the mail: the chat is
 * private, and mail passes through others' servers.
 */

/** Least minutes between two notices of one chat to one member. */
export const CHAT_NOTICE_INTERVAL_MINUTES = 10;

const FALLBACK: Record<Language, { title: string; text: string; someone: string }> = {
  ru: {
    title: 'Новое сообщение от {{author}}',
    text: 'Вам новое сообщение от {{author}}.\n\nОткрыть переписку: {{link}}',
    someone: 'посетителя сайта',
  },
  en: {
    title: 'New message from {{author}}',
    text: 'You have a new message from {{author}}.\n\nOpen the conversation: {{link}}',
    someone: 'a visitor of the site',
  },
};

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);

/** A profile's title as one short line: a subject line must be one line, and a notice must never fail the post. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 200);

const isEmailAddress = (value: string | null | undefined): value is string =>
  notificationMessageInput.shape.recipient.safeParse(value).success;

interface Recipient {
  subjectId: string;
  profileId: string;
  email: string | null;
}

/**
 * Queues, inside the message's transaction, the notices of a new message of chat `chatId` written by
 * `authorProfileId`: one per owner (with an e-mail address) of each other member not told of this chat in the last
 * CHAT_NOTICE_INTERVAL_MINUTES. An owner of the author's profile is never told. Answers the outbox rows.
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
    `SELECT DISTINCT ON (sp."subjectId") sp."subjectId", sp."socialModuleProfileId" AS "profileId", i."email"
       FROM "RbacSubjectsToSocialModuleProfiles" sp
       LEFT JOIN "RbacSubjectsToIdentities" si ON si."subjectId" = sp."subjectId"
       LEFT JOIN "RbacIdentity" i ON i."id" = si."identityId" AND i."email" IS NOT NULL
      WHERE sp."socialModuleProfileId" = ANY($1::text[])
        AND NOT EXISTS (SELECT 1 FROM "RbacSubjectsToSocialModuleProfiles" a
                         WHERE a."subjectId" = sp."subjectId" AND a."socialModuleProfileId" = $2::text)
      ORDER BY sp."subjectId", (i."email" IS NULL), si."createdAt", sp."createdAt"`,
    [claimed.map((row) => row.profileId), authorProfileId],
  );
  const told = recipients.filter((recipient) => isEmailAddress(recipient.email));
  if (!told.length) return [];
  const [author, template] = await Promise.all([
    tx.prisma.socialProfile.findUnique({ where: { id: authorProfileId }, select: { title: true } }),
    tx.prisma.notificationTemplate.findFirst({
      where: { variant: 'generate-email-social-module-message-created' },
      orderBy: [{ orderIndex: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
      select: { title: true, description: true },
    }),
  ]);
  const notices: Notification[] = [];
  for (const recipient of told) {
    const language = (await subjectLanguage(tx, recipient.subjectId)) ?? DEFAULT_LANGUAGE;
    const values = {
      author: oneLine(localized(author?.title, language)) || FALLBACK[language].someone,
      link: new URL(chatPageHref(language, recipient.profileId, chatId), siteUrl).toString(),
    };
    const title = localized(template?.title, language) || FALLBACK[language].title;
    const text = richTextToParagraphs(localized(template?.description, language)) || FALLBACK[language].text;
    notices.push(
      await queueNotification(tx, { recipient: recipient.email!, title: fill(title, values), text: fill(text, values) }),
    );
  }
  return notices;
}
