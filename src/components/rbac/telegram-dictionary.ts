import type { Language } from '@/shared/languages';

/*
 * The words of Telegram on the accounts pages (docs/decisions/0047), in English and Russian, apart from the accounts
 * dictionary: they are shown only when the site has a Telegram bot. English is the reference shape.
 */

const en = {
  signIn: 'Sign in with Telegram',
  pending: 'Waiting for Telegram...',
  unavailable: 'Telegram could not be reached: check your connection, or sign in another way.',
  declined: 'Telegram did not confirm the sign-in.',
  badge: 'Telegram',
  telegramId: 'Telegram ID',
  unlinked: 'Link Telegram to sign in with it and to get messages there.',
  link: 'Link Telegram',
  linkAgain: 'Link Telegram again',
  linkTitle: 'Link Telegram',
  linkDescription:
    'Confirm it is you, then confirm in the Telegram window and allow the bot to write to you: messages can then come to Telegram.',
  linkSubmit: 'Continue in Telegram',
  linked: 'Telegram is linked',
  blocked: 'Messages do not reach this Telegram: the bot was blocked. Unblock it in Telegram, then link Telegram again.',
  methodTitle: 'Where to send messages',
  methodDescription: 'Account messages, donation receipts and news you subscribed to.',
  methods: { email: 'By email', telegram: 'To Telegram', both: 'Both' },
  methodSaved: 'Saved',
};

export type TelegramDictionary = typeof en;

const ru: TelegramDictionary = {
  signIn: 'Войти через Telegram',
  pending: 'Ждём Telegram...',
  unavailable: 'Не удалось связаться с Telegram: проверьте подключение или войдите другим способом.',
  declined: 'Telegram не подтвердил вход.',
  badge: 'Telegram',
  telegramId: 'ID в Telegram',
  unlinked: 'Привяжите Telegram, чтобы входить через него и получать туда сообщения.',
  link: 'Привязать Telegram',
  linkAgain: 'Привязать Telegram снова',
  linkTitle: 'Привязать Telegram',
  linkDescription:
    'Подтвердите, что это вы, затем подтвердите вход в окне Telegram и разрешите боту писать вам: тогда сообщения смогут приходить в Telegram.',
  linkSubmit: 'Продолжить в Telegram',
  linked: 'Telegram привязан',
  blocked: 'Сообщения в этот Telegram не доходят: бот заблокирован. Разблокируйте его в Telegram и привяжите Telegram снова.',
  methodTitle: 'Куда присылать сообщения',
  methodDescription: 'Сообщения об аккаунте, квитанции о пожертвованиях и новости, на которые вы подписаны.',
  methods: { email: 'На почту', telegram: 'В Telegram', both: 'И туда, и туда' },
  methodSaved: 'Сохранено',
};

const DICTIONARIES: Record<Language, TelegramDictionary> = { en, ru };

export const telegramDictionary = (language: Language): TelegramDictionary => DICTIONARIES[language];
