/** The chat routes (src/server/modules/social/chats), as the site calls them. */
const subject = (subjectId: string) => `/api/rbac/subjects/${encodeURIComponent(subjectId)}/social-module`;
const chats = (subjectId: string, profileId: string) => `${subject(subjectId)}/profiles/${encodeURIComponent(profileId)}/chats`;
const chat = (subjectId: string, profileId: string, chatId: string) =>
  `${chats(subjectId, profileId)}/${encodeURIComponent(chatId)}`;

export const chatPaths = {
  /** GET: the subject's own profiles and its unread messages in all. */
  inbox: (subjectId: string) => `${subject(subjectId)}/inbox`,
  /** POST { data: { profileId } }: find or start the subject's conversation with that profile. */
  start: (subjectId: string) => `${subject(subjectId)}/chats`,
  /** GET: the profile's chats. */
  chats,
  /** GET: one chat. */
  chat,
  /** GET (limit, offset, before) and POST { data: { description } }. */
  messages: (subjectId: string, profileId: string, chatId: string) => `${chat(subjectId, profileId, chatId)}/messages`,
  /** POST { data: { reaction } }. */
  react: (subjectId: string, profileId: string, chatId: string, messageId: string) =>
    `${chat(subjectId, profileId, chatId)}/messages/${encodeURIComponent(messageId)}/react`,
  /** POST: the profile has read every message of the chat. */
  read: (subjectId: string, profileId: string, chatId: string) => `${chat(subjectId, profileId, chatId)}/read`,
};

/** The site's chat page, after the language segment (`/ru/messages`): the seeded page and links in notices use it. */
export const CHAT_PAGE_PATH = '/messages';

/** The chat page opened on one chat, as the profile that reads it: `/{language}/messages?profile=…&chat=…`. */
export const chatPageHref = (language: string, profileId: string, chatId: string) =>
  `/${language}${CHAT_PAGE_PATH}?${new URLSearchParams({ profile: profileId, chat: chatId }).toString()}`;
