import { permissionProcedure } from '../../../platform/procedures/init';
import { announceInput, queuedAnnouncement, topicAnnouncements, topicInput } from './announce.schema';
import { queueAnnouncement, topicAnnouncements as announcementsOf } from './announce.service';

const TOPIC = '/api/notification/topics/{id}';

/**
 * A topic's announcements (docs/decisions/0048), for a role permitted the route (the administrators) or the secret key:
 * send one to the subscribers, and see where the last ones stand. Merged under `notification.topics` beside the
 * generic calls.
 */
export const announceProcedures = {
  announce: permissionProcedure
    .meta({
      rest: {
        method: 'POST',
        path: `${TOPIC}/announce`,
        status: 202,
        summary:
          "Send an announcement to the topic's subscribers (data.title and data.body in every language, data.sendAfter): queued, written at sendAfter as one message per subscriber and channel, in each one's language",
      },
    })
    .input(announceInput)
    .output(queuedAnnouncement)
    .mutation(({ ctx, input }) => queueAnnouncement(ctx.db, input)),
  announcements: permissionProcedure
    .meta({
      rest: {
        method: 'GET',
        path: `${TOPIC}/announcements`,
        summary: "The topic's subscribers, and its last announcements: each one's job and its messages by status",
      },
    })
    .input(topicInput)
    .output(topicAnnouncements)
    .query(({ ctx, input }) => announcementsOf(ctx.db, input.id)),
};
