import type { JobDefinition } from '../../platform/jobs/job-definition';
import type { FileStorage } from '../../platform/file-storage/file-storage';
import type { Mailer } from '../../platform/mail/mailer';
import type { TelegramBot } from '../../platform/telegram/telegram-bot';
import { deliveryJob } from './notifications.service';
import { telegramDeliveryJob } from './channels/telegram-delivery';

/** What the notification module's jobs send with: the mail server, the Telegram bot (when set), the stored files. */
export interface NotificationChannels {
  mailer: Mailer | undefined;
  telegram?: TelegramBot | undefined;
  storage?: FileStorage;
}

/** The notification module's jobs: the outbox's delivery per channel, with retries. */
export const notificationJobs = ({ mailer, telegram, storage }: NotificationChannels): JobDefinition[] => [
  deliveryJob(mailer, storage),
  telegramDeliveryJob(telegram, storage),
];

export { queueMessage, type MessageRequest, type MessageRecipient } from './messages.service';
export type { TemplateVariant, TemplateData } from './templates/catalog';
