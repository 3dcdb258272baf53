import type { JobDefinition } from '../../platform/jobs/job-definition';
import { removeExpiredMessages } from './messages.service';

export const EXPIRY_JOB = 'broadcast.remove-expired-messages';

/**
 * Every five minutes: expired announcements go. Reads never show them anyway (they ask for unexpired ones); the job keeps
 * the table small, and its removal makes cached pages be drawn without them.
 */
export const expiryJob = (): JobDefinition => ({
  name: EXPIRY_JOB,
  schedule: '*/5 * * * *',
  title: { ru: 'Удаление истёкших объявлений', en: 'Remove expired announcements' },
  run: async (db) => {
    await removeExpiredMessages(db);
  },
});
