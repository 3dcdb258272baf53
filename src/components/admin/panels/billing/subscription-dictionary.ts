import type { Language } from '@/shared/languages';

/** The billing.subscription panel's own words, in the admin's interface language. */
export const SUBSCRIPTION_PANEL_DICTIONARY = {
  en: {
    title: 'Monthly gift',
    status: 'Status',
    standing: 'Where it stands',
    amount: 'Amount',
    email: 'Donor’s email',
    provider: 'Payment provider',
    started: 'First payment',
    payments: 'Payments so far',
    failure: 'Failed charge',
    none: '—',
    cancel: 'Cancel the monthly gift',
    confirm: 'Cancel the gift',
    canceling: 'Canceling…',
    keep: 'Keep it',
    confirmTitle: 'Cancel this monthly gift?',
    confirmUntil: (day: string) =>
      `The payment provider will charge nothing more. The gift lasts until ${day}, the end of the period paid for: until then the donor stays a friend of the foundation.`,
    confirmNoDate: 'The payment provider will charge nothing more; the gift ends with the period paid for.',
    canceled: (day: string) => `Canceled: the donor stays a friend of the foundation until ${day}.`,
    canceledNoDate: 'Canceled: nothing more will be charged.',
    pendingRefusal: 'It awaits its first payment: there is nothing to cancel yet.',
    providerDown: 'The payment provider cannot be reached now: nothing was canceled. Try again later.',
  },
  ru: {
    title: 'Ежемесячное пожертвование',
    status: 'Статус',
    standing: 'Состояние',
    amount: 'Сумма',
    email: 'Почта жертвователя',
    provider: 'Платёжная система',
    started: 'Первый платёж',
    payments: 'Платежи',
    failure: 'Неудачное списание',
    none: '—',
    cancel: 'Отменить ежемесячное пожертвование',
    confirm: 'Отменить пожертвование',
    canceling: 'Отменяем…',
    keep: 'Не отменять',
    confirmTitle: 'Отменить это ежемесячное пожертвование?',
    confirmUntil: (day: string) =>
      `Платёжная система больше ничего не спишет. Пожертвование действует до ${day}, до конца оплаченного периода: до этого дня жертвователь остаётся другом фонда.`,
    confirmNoDate: 'Платёжная система больше ничего не спишет; пожертвование закончится с оплаченным периодом.',
    canceled: (day: string) => `Отменено: жертвователь остаётся другом фонда до ${day}.`,
    canceledNoDate: 'Отменено: новых списаний не будет.',
    pendingRefusal: 'Пожертвование ждёт первой оплаты: отменять пока нечего.',
    providerDown: 'Платёжная система сейчас недоступна: ничего не отменено. Попробуйте позже.',
  },
} as const satisfies Record<Language, unknown>;

export type SubscriptionPanelDictionary = (typeof SUBSCRIPTION_PANEL_DICTIONARY)[Language];
