import type { Language } from '@/shared/languages';

/** The words of a donor's monthly gifts on «Мои пожертвования» (decision 0042): a subscription is a monthly gift. */
export const SUBSCRIPTIONS_DICTIONARY = {
  en: {
    heading: 'Monthly gifts',
    note: 'While a monthly gift lasts, you are a friend of the foundation.',
    monthly: 'Monthly',
    monthlyHint: 'A payment of a monthly gift',
    retryNote: 'The payment provider will try again; if it cannot, the gift ends.',
    cancel: 'Cancel',
    cancelOf: (what: string) => `Cancel the monthly gift of ${what}`,
    confirmTitle: 'Cancel your monthly gift?',
    confirmUntil: (day: string) =>
      `Nothing more will be charged. Your gift lasts until ${day}, the end of the period you have paid for: until then you stay a friend of the foundation.`,
    confirmNoDate: 'Nothing more will be charged; your gift ends with the period you have paid for.',
    keep: 'Keep it',
    confirm: 'Cancel the gift',
    canceling: 'Canceling…',
    canceled: (day: string) => `Your monthly gift is canceled. You stay a friend of the foundation until ${day}.`,
    canceledNoDate: 'Your monthly gift is canceled: nothing more will be charged.',
    pendingRefusal: 'This gift awaits its first payment: there is nothing to cancel yet.',
    providerDown: 'The payment provider cannot be reached now: nothing was canceled. Please try again later.',
  },
  ru: {
    heading: 'Ежемесячные пожертвования',
    note: 'Пока действует ежемесячное пожертвование, вы — друг фонда.',
    monthly: 'Ежемесячное',
    monthlyHint: 'Платёж ежемесячного пожертвования',
    retryNote: 'Платёжная система попробует списать ещё раз; если не получится, пожертвование завершится.',
    cancel: 'Отменить',
    cancelOf: (what: string) => `Отменить ежемесячное пожертвование ${what}`,
    confirmTitle: 'Отменить ежемесячное пожертвование?',
    confirmUntil: (day: string) =>
      `Больше ничего не спишется. Пожертвование действует до ${day}, до конца оплаченного периода: до этого дня вы остаётесь другом фонда.`,
    confirmNoDate: 'Больше ничего не спишется; пожертвование закончится с оплаченным периодом.',
    keep: 'Не отменять',
    confirm: 'Отменить пожертвование',
    canceling: 'Отменяем…',
    canceled: (day: string) => `Ежемесячное пожертвование отменено. Вы остаётесь другом фонда до ${day}.`,
    canceledNoDate: 'Ежемесячное пожертвование отменено: больше ничего не спишется.',
    pendingRefusal: 'Пожертвование ждёт первой оплаты: отменять пока нечего.',
    providerDown: 'Платёжная система сейчас недоступна: ничего не отменено. Попробуйте позже.',
  },
} as const satisfies Record<Language, Record<string, string | ((...words: string[]) => string)>>;
