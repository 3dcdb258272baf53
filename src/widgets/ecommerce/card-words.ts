import type { Language } from '@/shared/languages';
import { russianPlural } from '@/shared/russian-plural';

/** What the ecommerce widgets' words may be: a text, texts by key, or a phrase made of amounts or a count. */
export type Words = Record<
  string,
  string | Record<string, string> | ((...words: string[]) => string) | ((count: number) => string)
>;

/**
 * The words a product card says (its price, cart buttons, fundraising progress): a module of their own, since the home
 * page loads the card's code and should not load the whole ecommerce dictionary with it (docs/decisions/0070). The
 * dictionary (dictionary.ts) holds them too.
 */
export const CARD_WORDS = {
  en: {
    price: 'Price',
    currency: 'Currency',
    addToCart: 'Add to cart',
    adding: 'Adding...',
    updated: 'Updated successfully',
    inCart: 'In the cart',
    checkout: 'Checkout',
    payNow: 'Pay now',
    payNowHint: 'A separate order of this project, paid at once; the cart stays as it is.',
    amountFrom: (minimum: string) => `From ${minimum}`,
    amountRange: (minimum: string, maximum: string) => `From ${minimum} to ${maximum}`,
    amountInvalid: 'Enter the amount as a number, such as 500 or 750.50',
    anyAmount: 'Any amount',
    updateAmount: 'Change the amount',
    subscribe: { month: 'Give monthly', year: 'Give yearly', week: 'Give weekly', day: 'Give daily', other: 'Give regularly' },
    subscriptionHint: 'Charged automatically until you cancel it in “My donations”.',
    fundraising: 'Fundraising',
    raisedOf: (raised: string, goal: string) => `${raised} raised of ${goal}`,
    raised: (raised: string) => `${raised} raised`,
    donors: (count: number) => (count === 1 ? '1 person has given' : `${count} people have given`),
    firstDonor: 'Be the first to give',
  },
  ru: {
    price: 'Цена',
    currency: 'Валюта',
    addToCart: 'В корзину',
    adding: 'Добавляем...',
    updated: 'Обновлено',
    inCart: 'В корзине',
    checkout: 'Оформить',
    payNow: 'Оплатить сразу',
    payNowHint: 'Отдельный заказ этого проекта, оплачивается сразу; корзина не меняется.',
    amountFrom: (minimum: string) => `От ${minimum}`,
    amountRange: (minimum: string, maximum: string) => `От ${minimum} до ${maximum}`,
    amountInvalid: 'Введите сумму числом, например 500 или 750,50',
    anyAmount: 'Любая сумма',
    updateAmount: 'Изменить сумму',
    subscribe: {
      month: 'Поддерживать ежемесячно',
      year: 'Поддерживать ежегодно',
      week: 'Поддерживать еженедельно',
      day: 'Поддерживать ежедневно',
      other: 'Поддерживать регулярно',
    },
    subscriptionHint: 'Списывается автоматически, пока вы не отмените пожертвование в «Моих пожертвованиях».',
    fundraising: 'Сбор средств',
    raisedOf: (raised: string, goal: string) => `Собрано ${raised} из ${goal}`,
    raised: (raised: string) => `Собрано ${raised}`,
    /** 1 и 21 человек поддержал, 2–4 и 22 человека поддержали, 5–20 (11–14 тоже) человек поддержали. */
    donors: (count: number) =>
      `${count} ${russianPlural(count, ['человек поддержал', 'человека поддержали', 'человек поддержали'])} сбор`,
    firstDonor: 'Станьте первым, кто поддержит сбор',
  },
} as const satisfies Record<Language, Words>;

export const cardWords = (language: Language) => CARD_WORDS[language];
