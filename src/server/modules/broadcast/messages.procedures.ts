import { permissionProcedure, publicProcedure } from '../../platform/procedures/init';
import { channelInput, createMessageInput, deleteMessageInput, messageAnswer, pushMessageInput } from './messages.schema';
import * as messages from './messages.service';

const CHANNELS = '/api/broadcast/channels';

/**
 * A channel's announcements (the origin's routes), merged under `broadcast.channels` beside the generic calls: anyone
 * reads a channel's current messages (what the announcement bar shows); a role permitted the route (the
 * administrators) or the secret key writes them.
 */
export const channelMessageProcedures = {
  pushMessage: permissionProcedure
    .meta({
      rest: {
        method: 'POST',
        path: `${CHANNELS}/push-message`,
        status: 201,
        summary:
          'Announce on a channel named by data.slug or data.channelId: data.payload (a text, or one per language), data.expiresAt (an hour from now by default)',
      },
    })
    .input(pushMessageInput)
    .output(messageAnswer)
    .mutation(({ ctx, input }) => messages.pushMessage(ctx.db, input)),
  messages: publicProcedure
    .meta({
      rest: { method: 'GET', path: `${CHANNELS}/{id}/messages`, summary: "The channel's unexpired messages, newest first" },
    })
    .input(channelInput)
    .output(messageAnswer.array())
    .query(({ ctx, input }) => {
      // It changes as messages expire: a copy kept anywhere would show one after its time.
      ctx.response.forbidCaching();
      return messages.channelMessages(ctx.db, input.id);
    }),
  createMessage: permissionProcedure
    .meta({ rest: { method: 'POST', path: `${CHANNELS}/{id}/messages`, status: 201, summary: 'Announce on the channel' } })
    .input(createMessageInput)
    .output(messageAnswer)
    .mutation(({ ctx, input }) => messages.createMessage(ctx.db, input.id, input.data)),
  deleteMessage: permissionProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: `${CHANNELS}/{id}/messages/{messageId}`,
        summary: 'Withdraw one of the channel’s messages',
      },
    })
    .input(deleteMessageInput)
    .output(messageAnswer)
    .mutation(({ ctx, input }) => messages.deleteMessage(ctx.db, input.id, input.messageId)),
};
