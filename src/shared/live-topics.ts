/**
 * What the live channel tells an open page (docs/decisions/0045): a topic and, where there is one, the record's id;
 * never the record. The page refetches what shows that topic about a second later (the spec's delay).
 * - `chats`: a message, reaction or read mark in one of the reader's chats (`id`: the chat).
 * - `orders`: one of the reader's orders changed (its cart too); `id`: the order, when known.
 * - `invoices`: one of the reader's invoices (payment intents) changed; `id`: the invoice.
 * - `content`: what public pages show changed (anyone may hear it).
 */
export const LIVE_TOPICS = ['chats', 'orders', 'invoices', 'content'] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];

/** One event as a page receives it. */
export interface LiveMessage {
  topic: LiveTopic;
  id?: string;
}

/** The live channel's one endpoint: server-sent events for the reader of the request's session. */
export const LIVE_EVENTS_PATH = '/api/live/events';
