/**
 * The words of each message code (message-codes.ts) in every language, for the admin and the site alike: a refusal
 * is said from its code and parameters, so a Russian page says it in Russian whatever language the server wrote.
 */
import { amountText } from './amount-text';
import { boundsMessage, formatBound } from './crm-number-bounds';
import { isLanguage, type Language } from './languages';
import { isMessageCode, type CodedMessage, type MessageCode, type MessageParams } from './message-codes';

type Words = (params: MessageParams) => string;

const numberParam = (params: MessageParams, name: string): number | undefined =>
  typeof params[name] === 'number' ? params[name] : undefined;
const textParam = (params: MessageParams, name: string): string | undefined =>
  typeof params[name] === 'string' ? params[name] : undefined;

/** Russian counted nouns: 1, 21 символ; 2–4, 22 символа; 5–20, 25 символов (`forms` in that order). */
function russianCount(count: number, forms: readonly [string, string, string]): string {
  const tens = count % 100;
  const units = count % 10;
  if (!Number.isInteger(count) || (tens >= 11 && tens <= 14)) return forms[2];
  if (units === 1) return forms[0];
  return units >= 2 && units <= 4 ? forms[1] : forms[2];
}

/** After «не менее»/«не более» a count takes the genitive: «1 символа», «2 символов», «5 символов». */
const russianGenitive = (count: number, one: string, many: string) => `${count} ${russianCount(count, [one, many, many])}`;
const englishCount = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

const BYTE_UNITS = {
  en: ['bytes', 'KB', 'MB', 'GB'],
  ru: ['байт', 'КБ', 'МБ', 'ГБ'],
} as const satisfies Record<Language, readonly string[]>;

/** A size as people read it: `10 MB`, `512 КБ`. */
function sizeText(bytes: number, language: Language): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS[language].length - 1) {
    value /= 1024;
    unit++;
  }
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value)} ${BYTE_UNITS[language][unit]}`;
}

const dateText = (time: number, language: Language) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(time));

type Bound = 'minimum' | 'maximum';

/** A bound's sentence by what is measured: characters, items, a number (an amount with `currency`), a date, a size. */
function boundWords(bound: Bound, params: MessageParams, language: Language): string {
  const limit = numberParam(params, bound);
  const origin = textParam(params, 'origin');
  const exclusive = params.exclusive === 1;
  const ru = language === 'ru';
  const least = bound === 'minimum';
  if (limit === undefined)
    return ru ? (least ? 'Слишком маленькое значение' : 'Слишком большое значение') : least ? 'Too small' : 'Too large';
  switch (origin) {
    case 'string':
      if (least && limit === 1) return ru ? 'Заполните это поле' : 'Must not be empty';
      return ru
        ? `${least ? 'Не менее' : 'Не более'} ${russianGenitive(limit, 'символа', 'символов')}`
        : `${least ? 'At least' : 'At most'} ${englishCount(limit, 'character')}`;
    case 'array':
    case 'set':
      if (least && limit === 1) return ru ? 'Добавьте хотя бы один элемент' : 'Add at least one item';
      return ru
        ? `${least ? 'Не менее' : 'Не более'} ${russianGenitive(limit, 'элемента', 'элементов')}`
        : `${least ? 'At least' : 'At most'} ${englishCount(limit, 'item')}`;
    case 'date': {
      const date = dateText(limit, language);
      return ru ? `${least ? 'Не раньше' : 'Не позже'} ${date}` : `${least ? 'No earlier than' : 'No later than'} ${date}`;
    }
    case 'file': {
      const size = sizeText(limit, language);
      return ru ? `${least ? 'Не меньше' : 'Не больше'} ${size}` : `${least ? 'At least' : 'At most'} ${size}`;
    }
    default: {
      const currency = textParam(params, 'currency') ?? null;
      if (!exclusive) return boundsMessage({ kind: bound, limit }, language, currency);
      const number = formatBound(limit, language, currency);
      return ru
        ? `Введите число ${least ? 'больше' : 'меньше'} ${number}`
        : `Enter a number ${least ? 'greater' : 'less'} than ${number}`;
    }
  }
}

function stepWords(params: MessageParams, language: Language): string {
  const step = numberParam(params, 'step');
  if (step === undefined) return language === 'ru' ? 'Введите число с допустимым шагом' : 'Enter a number on an allowed step';
  return boundsMessage(
    { kind: 'step', step, base: numberParam(params, 'base') ?? 0 },
    language,
    textParam(params, 'currency') ?? null,
  );
}

/** The amount of an `amount_mismatch` as the site writes it (`1 000,00 ₽`), or as sent when its currency is not said. */
function dueAmount(params: MessageParams, language: Language): string {
  const amount = textParam(params, 'amount') ?? '';
  const slug = textParam(params, 'slug');
  const decimals = numberParam(params, 'decimals');
  if (!slug || decimals === undefined) return amount;
  return amountText(amount, { slug, symbol: textParam(params, 'symbol') ?? null, decimals }, language);
}

/** Which language's words a template's refusal is about: ` (English words)`, ` (в русском тексте)`. */
const LANGUAGE_WORDS: Record<Language, Record<Language, string>> = {
  en: { en: 'in the English words', ru: 'in the Russian words' },
  ru: { en: 'в английском тексте', ru: 'в русском тексте' },
};
function inLanguage(params: MessageParams, language: Language): string {
  const of = textParam(params, 'language');
  if (!of) return '';
  return ` (${isLanguage(of) ? LANGUAGE_WORDS[language][of] : of})`;
}

const NUMBER_TYPES = new Set(['number', 'int', 'bigint']);
const DATE_FORMATS = new Set(['date', 'datetime', 'time', 'duration']);
const ID_FORMATS = new Set(['uuid', 'guid', 'cuid', 'cuid2', 'ulid', 'nanoid', 'xid', 'ksuid']);

const WORDS: Record<Language, Record<MessageCode, Words>> = {
  en: {
    invalid: () => 'Check this value',
    required: () => 'Required',
    too_small: (params) => boundWords('minimum', params, 'en'),
    too_big: (params) => boundWords('maximum', params, 'en'),
    step: (params) => stepWords(params, 'en'),
    invalid_type: ({ expected }) =>
      NUMBER_TYPES.has(String(expected))
        ? 'Enter a number'
        : expected === 'date'
          ? 'Enter a date'
          : 'A value of another type is expected',
    invalid_email: () => 'Enter a valid email address',
    invalid_phone: ({ minimum = 7, maximum = 15 }) => `Enter a phone number: ${minimum} to ${maximum} digits`,
    invalid_format: ({ format }) =>
      format === 'url'
        ? 'Enter a URL'
        : DATE_FORMATS.has(String(format))
          ? 'Enter a date and time'
          : ID_FORMATS.has(String(format))
            ? 'Not a valid identifier'
            : 'Invalid format',
    pattern: () => 'Does not match the required format',
    invalid_value: ({ values }) => (values ? `Choose one of: ${values}` : 'Choose one of the offered values'),
    unknown_key: () => 'Unknown field',
    duplicate: () => 'Given twice',
    not_found: () => 'Not found',
    not_unique: () => 'This value is already taken',
    not_stored_file: () => 'This is not a file stored on the site: upload the file',
    edit_conflict: () => 'The record was changed since you opened it',
    wrong_credentials: () => 'Wrong email or password',
    current_password_wrong: () => 'The current password is wrong',
    reauthentication_required: () => 'Confirm it is you: enter your current password',
    wallet_signature_invalid: () => 'The wallet signature was not accepted: sign again',
    telegram_signature_invalid: () => 'Telegram did not confirm this sign-in: try again',
    telegram_login_expired: () => 'The Telegram confirmation is out of date: sign in with Telegram again',
    telegram_taken: () => 'This Telegram account is linked to another account',
    telegram_not_linked: () => 'Link Telegram first',
    credential_in_query: () => 'Never put this in the address: send it in the body',
    email_taken: () => 'An account with this email already exists',
    register_first: () => 'Create an account first: register with this email and a password',
    passwords_do_not_match: () => 'The passwords do not match',
    reset_code_invalid: () => 'The reset code is not valid or has expired: ask for a new one',
    only_identity: () => 'This is your only sign-in method: add another before deleting it',
    too_many_requests: () => 'Too many attempts: try again later',
    not_in_cart: () => 'This order is no longer in the cart',
    empty_order: () => 'The order has no items',
    no_price: () => 'A product has no price in this currency',
    not_offered: () => 'The store does not offer this product',
    provider_unavailable: () => 'This payment method is not available now',
    fixed_price: () => 'This price is fixed: no amount is chosen for it',
    no_payment_provider: () => 'Paying on the site is not available now',
    provider_refused: () => 'This payment method cannot take this order',
    not_payer: () => 'Only the payer who started this payment, or an administrator, may decline it',
    order_canceled: () => 'The order is canceled',
    already_paid: () => 'The order is paid already',
    order_paying: () => 'The order is being paid: it cannot change until its payment ends or expires',
    amount_mismatch: (params) => `The amount due is ${dueAmount(params, 'en')}`,
    in_future: () => 'The date cannot be in the future',
    no_payer: () => 'The order belongs to nobody: link it to its donor first',
    no_recurring: () => 'This payment method does not take monthly gifts: choose another',
    mixed_purchase_types: () => 'A monthly gift is paid on its own: pay the other donations separately',
    no_interval: () => 'This monthly gift has no period set: it cannot be paid yet',
    subscription_pending: () => 'Its first payment is not made yet: it starts only once paid',
    unknown_placeholder: (params) =>
      `This message has no placeholder {{${textParam(params, 'placeholder') ?? '?'}}}${inLanguage(params, 'en')}`,
    placeholder_syntax: (params) =>
      `A placeholder or a list section is not closed${inLanguage(params, 'en')}: check the {{ }} pairs and {{#…}}…{{/…}}`,
    already_sent: () => 'This message was sent already: it is not sent again',
    delivery_under_way: () => 'This message is on its way already: wait for the outcome',
    invalid_cron: () => 'Not a schedule: five cron fields in UTC are expected, minute to day of week (17 * * * *)',
    fixed_value: () => 'This value is set by the site and cannot be changed',
    agent_not_public: () => "Agents' widgets are not shown on the public site: choose another module",
    goal_needs_currency: () => 'A goal of a sum needs its currency: choose one',
  },
  ru: {
    invalid: () => 'Проверьте это значение',
    required: () => 'Обязательное поле',
    too_small: (params) => boundWords('minimum', params, 'ru'),
    too_big: (params) => boundWords('maximum', params, 'ru'),
    step: (params) => stepWords(params, 'ru'),
    invalid_type: ({ expected }) =>
      NUMBER_TYPES.has(String(expected)) ? 'Введите число' : expected === 'date' ? 'Введите дату' : 'Значение другого типа',
    invalid_email: () => 'Введите корректный адрес электронной почты',
    invalid_phone: ({ minimum = 7, maximum = 15 }) => `Введите номер телефона: от ${minimum} до ${maximum} цифр`,
    invalid_format: ({ format }) =>
      format === 'url'
        ? 'Введите адрес ссылки'
        : DATE_FORMATS.has(String(format))
          ? 'Введите дату и время'
          : ID_FORMATS.has(String(format))
            ? 'Неверный идентификатор'
            : 'Неверный формат',
    pattern: () => 'Значение не подходит под нужный формат',
    invalid_value: ({ values }) => (values ? `Выберите одно из значений: ${values}` : 'Выберите одно из предложенных значений'),
    unknown_key: () => 'Неизвестное поле',
    duplicate: () => 'Указано дважды',
    not_found: () => 'Не найдено',
    not_unique: () => 'Это значение уже занято',
    not_stored_file: () => 'Это не файл, сохранённый на сайте: загрузите файл',
    edit_conflict: () => 'Запись изменилась, пока вы её редактировали',
    wrong_credentials: () => 'Неверная электронная почта или пароль',
    current_password_wrong: () => 'Текущий пароль указан неверно',
    reauthentication_required: () => 'Подтвердите, что это вы: введите текущий пароль',
    wallet_signature_invalid: () => 'Подпись кошелька не принята: подпишите ещё раз',
    telegram_signature_invalid: () => 'Telegram не подтвердил вход: попробуйте ещё раз',
    telegram_login_expired: () => 'Подтверждение Telegram устарело: войдите через Telegram ещё раз',
    telegram_taken: () => 'Этот аккаунт Telegram привязан к другому аккаунту',
    telegram_not_linked: () => 'Сначала привяжите Telegram',
    credential_in_query: () => 'Это нельзя передавать в адресе: отправьте в теле запроса',
    email_taken: () => 'Аккаунт с этой электронной почтой уже существует',
    register_first: () => 'Сначала создайте аккаунт: зарегистрируйтесь с этой почтой и паролем',
    passwords_do_not_match: () => 'Пароли не совпадают',
    reset_code_invalid: () => 'Код сброса недействителен или истёк: запросите новый',
    only_identity: () => 'Это ваш единственный способ входа: добавьте другой, прежде чем удалять его',
    too_many_requests: () => 'Слишком много попыток: попробуйте позже',
    not_in_cart: () => 'Этого заказа уже нет в корзине',
    empty_order: () => 'В заказе нет товаров',
    no_price: () => 'У товара нет цены в этой валюте',
    not_offered: () => 'Магазин не продаёт этот товар',
    provider_unavailable: () => 'Этот способ оплаты сейчас недоступен',
    fixed_price: () => 'Цена фиксированная: сумму для неё не выбирают',
    no_payment_provider: () => 'Оплата на сайте сейчас недоступна',
    provider_refused: () => 'Этим способом нельзя оплатить этот заказ',
    not_payer: () => 'Отклонить оплату может только тот, кто её начал, или администратор',
    order_canceled: () => 'Заказ отменён',
    already_paid: () => 'Заказ уже оплачен',
    order_paying: () => 'Заказ оплачивается: его нельзя изменить, пока оплата не завершится или не истечёт её срок',
    amount_mismatch: (params) => `К оплате ${dueAmount(params, 'ru')}`,
    in_future: () => 'Дата не может быть в будущем',
    no_payer: () => 'Заказ ни с кем не связан: сначала укажите жертвователя',
    no_recurring: () => 'Этот способ оплаты не принимает ежемесячные пожертвования: выберите другой',
    mixed_purchase_types: () =>
      'Ежемесячное пожертвование оплачивается отдельно: остальные пожертвования оплатите другим платежом',
    no_interval: () => 'У ежемесячного пожертвования не задана периодичность: его пока нельзя оплатить',
    subscription_pending: () => 'Первый платёж ещё не сделан: подписка начнётся только после оплаты',
    unknown_placeholder: (params) =>
      `В этом сообщении нет подстановки {{${textParam(params, 'placeholder') ?? '?'}}}${inLanguage(params, 'ru')}`,
    placeholder_syntax: (params) =>
      `Подстановка или список не закрыты${inLanguage(params, 'ru')}: проверьте пары {{ }} и {{#…}}…{{/…}}`,
    already_sent: () => 'Это сообщение уже отправлено: повторно его не отправляют',
    delivery_under_way: () => 'Это сообщение уже отправляется: дождитесь результата',
    invalid_cron: () => 'Это не расписание: нужны пять полей cron по UTC, от минуты до дня недели (17 * * * *)',
    fixed_value: () => 'Это значение задаёт сайт, изменить его нельзя',
    agent_not_public: () => 'Виджеты агентов не показываются на сайте: выберите другой модуль',
    goal_needs_currency: () => 'Цели в деньгах нужна валюта: выберите её',
  },
};

/**
 * A code's sentence in `language`, or undefined when there is none to say: an unknown code (a newer server's), or
 * `invalid`, whose only specific words are the server's own.
 */
export function codeMessage(code: string | undefined, params: MessageParams | undefined, language: Language): string | undefined {
  if (!isMessageCode(code) || code === 'invalid') return undefined;
  return WORDS[language][code](params ?? {});
}

/** The server's own sentence without the path it starts with for API clients (`data.title: …`). */
export const serverSentence = (cause: CodedMessage): string =>
  cause.field && cause.message.startsWith(`${cause.field}: `) ? cause.message.slice(cause.field.length + 2) : cause.message;

/**
 * A cause of the server's answer in `language`: its code's words; else (`invalid`, or a code this bundle does not know)
 * the server's own sentence on an English page (the server writes English) and «check this value» on any other, so a
 * page never mixes two languages. A message without any code is no coded cause (a network failure's): it is shown as
 * it is.
 */
export function fieldMessage(cause: CodedMessage, language: Language): string {
  // A field's pattern says in English what a matching text is (`must be a path such as /about`): more than any code.
  if (cause.code === undefined || (cause.code === 'pattern' && language === 'en')) return serverSentence(cause);
  return (
    codeMessage(cause.code, cause.params, language) ?? (language === 'en' ? serverSentence(cause) : WORDS[language].invalid({}))
  );
}
