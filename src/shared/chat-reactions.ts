/**
 * The reactions a chat message may get (docs/decisions/0044): one per profile and message, sent again to take it
 * back. Keys travel; screens show the sign and name it in the page's language.
 */
export const CHAT_REACTIONS = ['thumbs-up', 'heart', 'thanks', 'smile'] as const;
export type ChatReaction = (typeof CHAT_REACTIONS)[number];

/** What a screen shows for each reaction. */
export const CHAT_REACTION_SIGNS: Record<ChatReaction, string> = {
  'thumbs-up': '👍',
  heart: '❤️',
  thanks: '🙏',
  smile: '😊',
};

/** The spec's "Chat message: description at least 1 character", and the most one message may hold. */
export const CHAT_MESSAGE_MIN_LENGTH = 1;
export const CHAT_MESSAGE_MAX_LENGTH = 10_000;
/** Messages per page: the default and the most one call may ask for. */
export const CHAT_MESSAGES_DEFAULT_LIMIT = 100;
export const CHAT_MESSAGES_MAX_LIMIT = 500;
