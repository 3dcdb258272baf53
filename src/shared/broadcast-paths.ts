/** The broadcast routes (src/server/modules/broadcast), as the site calls them. */
export const broadcastPaths = {
  /** GET: a channel's unexpired messages, newest first. */
  channelMessages: (channelId: string) => `/api/broadcast/channels/${encodeURIComponent(channelId)}/messages`,
};
