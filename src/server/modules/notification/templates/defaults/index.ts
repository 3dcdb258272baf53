import type { Language } from '../../../../../shared/languages';
import type { TemplateVariant } from '../catalog';
import type { TemplateWords } from '../render';
import { emailBillingInvoiceReceiptDefault } from './generate-email-billing-invoice-receipt-default';
import { emailBillingSubscriptionCanceled } from './generate-email-billing-subscription-canceled';
import { emailBillingSubscriptionEnded } from './generate-email-billing-subscription-ended';
import { emailBillingSubscriptionStarted } from './generate-email-billing-subscription-started';
import { emailEcommerceOrderStatusChangedDefault } from './generate-email-ecommerce-order-status-changed-default';
import { emailSocialModuleMessageCreated } from './generate-email-social-module-message-created';
import { telegramBillingInvoiceReceiptDefault } from './generate-telegram-billing-invoice-receipt-default';
import { telegramEcommerceOrderStatusChangedDefault } from './generate-telegram-ecommerce-order-status-changed-default';
import { telegramSocialModuleMessageCreated } from './generate-telegram-social-module-message-created';

/**
 * The words each kind of message is sent with until an editor changes them: the seed writes them as template records,
 * and a kind with no record (a database seeded before the kind existed) is sent with them. One file per kind.
 */
export const DEFAULT_WORDS: Partial<Record<TemplateVariant, Record<Language, TemplateWords>>> = {
  'generate-email-billing-invoice-receipt-default': emailBillingInvoiceReceiptDefault,
  'generate-email-billing-subscription-canceled': emailBillingSubscriptionCanceled,
  'generate-email-billing-subscription-ended': emailBillingSubscriptionEnded,
  'generate-email-billing-subscription-started': emailBillingSubscriptionStarted,
  'generate-email-ecommerce-order-status-changed-default': emailEcommerceOrderStatusChangedDefault,
  'generate-email-social-module-message-created': emailSocialModuleMessageCreated,
  'generate-telegram-billing-invoice-receipt-default': telegramBillingInvoiceReceiptDefault,
  'generate-telegram-ecommerce-order-status-changed-default': telegramEcommerceOrderStatusChangedDefault,
  'generate-telegram-social-module-message-created': telegramSocialModuleMessageCreated,
};
