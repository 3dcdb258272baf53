import type { Language } from '../../../../../shared/languages';
import type { TemplateVariant } from '../catalog';
import type { TemplateWords } from '../render';
import { crmRequestCreated } from './generate-email-crm-form-request-created-admin';
import { messageDefaultEmail } from './generate-email-notification-message-default';
import { topicAnnouncementEmail } from './generate-email-notification-topic-announcement';
import { emailChanged } from './generate-email-rbac-email-changed';
import { identityAdded } from './generate-email-rbac-identity-added';
import { identityDeleted } from './generate-email-rbac-identity-deleted';
import { passwordChanged } from './generate-email-rbac-password-changed';
import { passwordReset } from './generate-email-rbac-password-reset';
import { registrationAttempted } from './generate-email-rbac-registration-attempted';
import { messageDefaultTelegram } from './generate-telegram-notification-message-default';
import { topicAnnouncementTelegram } from './generate-telegram-notification-topic-announcement';
import { resetPassword } from './reset-password';

/**
 * The words each kind of message is sent with until an editor changes them: the seed writes them as template records,
 * and a kind with no record (a database seeded before the kind existed) is sent with them. One file per kind.
 */
export const DEFAULT_WORDS: Partial<Record<TemplateVariant, Record<Language, TemplateWords>>> = {
  'generate-email-crm-form-request-created-admin': crmRequestCreated,
  'generate-email-notification-message-default': messageDefaultEmail,
  'generate-email-notification-topic-announcement': topicAnnouncementEmail,
  'generate-email-rbac-email-changed': emailChanged,
  'generate-email-rbac-identity-added': identityAdded,
  'generate-email-rbac-identity-deleted': identityDeleted,
  'generate-email-rbac-password-changed': passwordChanged,
  'generate-email-rbac-password-reset': passwordReset,
  'generate-email-rbac-registration-attempted': registrationAttempted,
  'generate-telegram-notification-message-default': messageDefaultTelegram,
  'generate-telegram-notification-topic-announcement': topicAnnouncementTelegram,
  'reset-password': resetPassword,
};
