import type { Language } from '../../../../../shared/languages';
import type { TemplateVariant } from '../catalog';
import type { TemplateWords } from '../render';
import { topicAnnouncementEmail } from './generate-email-notification-topic-announcement';
import { topicAnnouncementTelegram } from './generate-telegram-notification-topic-announcement';

/**
 * The words each kind of message is sent with until an editor changes them: the seed writes them as template records,
 * and a kind with no record (a database seeded before the kind existed) is sent with them. One file per kind.
 */
export const DEFAULT_WORDS: Partial<Record<TemplateVariant, Record<Language, TemplateWords>>> = {
  'generate-email-notification-topic-announcement': topicAnnouncementEmail,
  'generate-telegram-notification-topic-announcement': topicAnnouncementTelegram,
};
