import type { JobDefinition } from '../../platform/jobs/job-definition';
import type { FileStorage } from '../../platform/file-storage/file-storage';
import type { Mailer } from '../../platform/mail/mailer';
import type { TelegramBot } from '../../platform/telegram/telegram-bot';
import { deliveryJob } from './notifications.service';
import { outboxProcedures } from './outbox.procedures';
import { templateProcedures } from './templates.procedures';
import { announceJob } from './topics/announce.job';
import { announceProcedures } from './topics/announce.procedures';
import { subscriptionProcedures } from './topics/subscriptions.procedures';
import { unsubscribeProcedures } from './topics/unsubscribe.procedures';
import { telegramDeliveryJob } from './channels/telegram-delivery';
import { queuedMessageJob } from './message-job';

/** What the notification module's jobs send with: the mail server, the Telegram bot (when set), the stored files. */
export interface NotificationChannels {
  mailer: Mailer | undefined;
  telegram?: TelegramBot | undefined;
  storage?: FileStorage;
}

/** What the notification module's jobs need beside the channels: the site's address and the JWT secret (its links). */
export interface NotificationJobDependencies extends NotificationChannels {
  siteUrl: string;
  /** RBAC_JWT_SECRET's bytes: unsubscribe links are signed with a key derived from it. */
  jwtSecret: Uint8Array;
}

/**
 * The notification module's jobs: the outbox's delivery per channel, with retries (e-mail and Telegram), the topics'
 * announcements, and the messages a change queued for a job to write (messageJobOf).
 */
export const notificationJobs = ({
  mailer,
  telegram,
  storage,
  siteUrl,
  jwtSecret,
}: NotificationJobDependencies): JobDefinition[] => [
  deliveryJob(mailer, storage),
  telegramDeliveryJob(telegram, storage),
  announceJob({ mailer, siteUrl, jwtSecret }),
  queuedMessageJob,
];

/**
 * The notification module's own procedures, beside the generic ones of its entities: a template's preview
 * (`notification.templates`), a message sent again (`notification.notifications`), a topic's announcements
 * (`notification.topics`), a subject's subscriptions under /api/rbac/subjects/{id}/notification-module (notification
 * code), and unsubscribing by a mail's link.
 */
export const notificationProcedures = {
  templates: templateProcedures,
  notifications: outboxProcedures,
  topics: announceProcedures,
  subscriptions: subscriptionProcedures,
  unsubscribe: unsubscribeProcedures,
};

export { queueMessage, type MessageRequest, type MessageRecipient } from './messages.service';
export { messageJobOf, queuedMessageJob, type QueuedMessage } from './message-job';
export { MESSAGE_KINDS, type TemplateVariant, type TemplateData } from './templates/catalog';
export { DEFAULT_WORDS } from './templates/defaults';

export { notificationWriteHooks } from './templates.hooks';
/** How many messages failed for good (the admin's dashboard). */
export { failedNotifications } from './failed-count.service';
