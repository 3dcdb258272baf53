import type { JobDefinition } from '../../platform/jobs/job-definition';
import type { Mailer } from '../../platform/mail/mailer';
import { deliveryJob } from './notifications.service';

/** The notification module's jobs: the outbox's delivery, with retries. */
export const notificationJobs = (mailer: Mailer | undefined): JobDefinition[] => [deliveryJob(mailer)];
