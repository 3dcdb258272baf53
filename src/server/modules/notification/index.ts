import type { JobDefinition } from '../../platform/jobs/job-definition';
import type { FileStorage } from '../../platform/file-storage/file-storage';
import type { Mailer } from '../../platform/mail/mailer';
import type { TelegramBot } from '../../platform/telegram/telegram-bot';
import { deliveryJob } from './notifications.service';
import { outboxProcedures } from './outbox.procedures';
import { templateProcedures } from './templates.procedures';

/** What the notification module's jobs send with: the mail server, the Telegram bot (when set), the stored files. */
export interface NotificationChannels {
  mailer: Mailer | undefined;
  telegram?: TelegramBot | undefined;
  storage?: FileStorage;
}

/** The notification module's jobs: the outbox's delivery per channel, with retries. */
export const notificationJobs = ({ mailer, storage }: NotificationChannels): JobDefinition[] => [deliveryJob(mailer, storage)];

export { queueMessage, type MessageRequest, type MessageRecipient } from './messages.service';
export { MESSAGE_KINDS, type TemplateVariant, type TemplateData } from './templates/catalog';
export { DEFAULT_WORDS } from './templates/defaults';

/** The notification module's own procedures, beside the generic ones: a template's preview, a message sent again. */
export const notificationProcedures = {
  templates: templateProcedures,
  notifications: outboxProcedures,
};

export { notificationWriteHooks } from './templates.hooks';
