import { channelMessageProcedures } from './messages.procedures';

/**
 * The broadcast module's own procedures, beside the generic ones of its entities: a channel's announcements
 * (`broadcast.channels`).
 */
export const broadcastProcedures = {
  channels: channelMessageProcedures,
};

export { expiryJob } from './expiry.job';
export { broadcastWriteHooks } from './messages.hooks';
