import { z } from 'zod';
import { idOf } from '../../../shared/registry/zod-fields';
import { permissionProcedure } from '../../platform/procedures/init';
import { resendNotification } from './resend.service';

const resendAnswer = z.object({
  id: z.string(),
  method: z.string(),
  status: z.string(),
  attempts: z.int(),
  error: z.string().nullable(),
  sentAt: z.date().nullable(),
  sendAfter: z.date().nullable(),
});

/**
 * The outbox's one call beside its generic ones: send a failed row again (or one left `sending`), for a role permitted
 * the route (administrators by their `/api/*`) or the secret key.
 */
export const outboxProcedures = {
  resend: permissionProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/notification/notifications/{id}/resend',
        summary:
          'Send a failed notification (or one left sending) again: back to new, its delivery job run now (409 when sent or on its way)',
      },
    })
    .input(z.strictObject({ id: idOf('id') }))
    .output(resendAnswer)
    .mutation(({ ctx, input }) => resendNotification(ctx.db, input.id)),
};
