import type { Language } from './languages';

/*
 * What each kind of message (a template's variant, src/server/modules/notification/templates/catalog.ts) is called:
 * in the admin's select of a template's variant, and as the title of the template record the seed writes. A kind
 * without a name fails message-kind-names.unit.test.ts.
 */

const en = {
  'reset-password': 'Password reset code',
  'generate-email-rbac-registration-attempted': 'Registration with an email already taken',
  'generate-email-rbac-identity-added': 'Sign-in method added',
  'generate-email-rbac-email-changed': 'Account email changed',
  'generate-email-rbac-identity-deleted': 'Sign-in method deleted',
  'generate-email-rbac-password-changed': 'Password changed',
  'generate-email-rbac-password-reset': 'Password reset',
  'generate-email-crm-form-request-created-admin': 'Form request, to the team',
  'generate-email-ecommerce-order-status-changed-default': 'Donation status changed (email)',
  'generate-telegram-ecommerce-order-status-changed-default': 'Donation status changed (Telegram)',
  'generate-email-billing-invoice-receipt-default': 'Payment receipt (email)',
  'generate-telegram-billing-invoice-receipt-default': 'Payment receipt (Telegram)',
  'generate-email-billing-subscription-started': 'Monthly gift started',
  'generate-email-billing-subscription-canceled': 'Monthly gift canceled',
  'generate-email-billing-subscription-ended': 'Monthly gift ended',
  'generate-email-social-module-message-created': 'New chat message (email)',
  'generate-telegram-social-module-message-created': 'New chat message (Telegram)',
  'generate-email-notification-topic-announcement': 'Topic announcement (email)',
  'generate-telegram-notification-topic-announcement': 'Topic announcement (Telegram)',
  'generate-email-notification-message-default': 'Message from the team (email)',
  'generate-telegram-notification-message-default': 'Message from the team (Telegram)',
};

export const MESSAGE_KIND_NAMES: Record<Language, Readonly<Record<string, string>>> = {
  en,
  ru: {
    'reset-password': 'Код для сброса пароля',
    'generate-email-rbac-registration-attempted': 'Регистрация с уже занятой почтой',
    'generate-email-rbac-identity-added': 'Добавлен способ входа',
    'generate-email-rbac-email-changed': 'Изменена почта аккаунта',
    'generate-email-rbac-identity-deleted': 'Удалён способ входа',
    'generate-email-rbac-password-changed': 'Пароль изменён',
    'generate-email-rbac-password-reset': 'Пароль сброшен',
    'generate-email-crm-form-request-created-admin': 'Заявка с формы — команде',
    'generate-email-ecommerce-order-status-changed-default': 'Статус пожертвования изменился (почта)',
    'generate-telegram-ecommerce-order-status-changed-default': 'Статус пожертвования изменился (Telegram)',
    'generate-email-billing-invoice-receipt-default': 'Квитанция об оплате (почта)',
    'generate-telegram-billing-invoice-receipt-default': 'Квитанция об оплате (Telegram)',
    'generate-email-billing-subscription-started': 'Ежемесячное пожертвование оформлено',
    'generate-email-billing-subscription-canceled': 'Ежемесячное пожертвование отменено',
    'generate-email-billing-subscription-ended': 'Ежемесячное пожертвование завершилось',
    'generate-email-social-module-message-created': 'Новое сообщение в переписке (почта)',
    'generate-telegram-social-module-message-created': 'Новое сообщение в переписке (Telegram)',
    'generate-email-notification-topic-announcement': 'Объявление по теме (почта)',
    'generate-telegram-notification-topic-announcement': 'Объявление по теме (Telegram)',
    'generate-email-notification-message-default': 'Сообщение от команды (почта)',
    'generate-telegram-notification-message-default': 'Сообщение от команды (Telegram)',
  } satisfies Record<keyof typeof en, string>,
};
