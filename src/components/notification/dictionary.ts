import type { FailureWords } from '@/lib/failure-text';
import type { Language } from '@/shared/languages';

/*
 * The words of the topics' screens: the newsletters section of the settings, the site's subscription widget and the
 * unsubscribe page, in English and Russian (the topics' own titles and descriptions are content, in the records).
 */

const en = {
  newsletters: 'Newsletters',
  settingsDescription:
    'Tick the newsletters you want to receive. You can leave one here, or by the link at the foot of each of its letters.',
  widgetSignedIn: 'Choose the newsletters you want to receive:',
  noTopics: 'There are no newsletters yet.',
  loading: 'Loading…',
  saving: 'Saving…',
  subscribedTo: (topic: string) => `You are subscribed to “${topic}”.`,
  unsubscribedFrom: (topic: string) => `You have unsubscribed from “${topic}”.`,
  signInInvite: 'Sign in or create an account to subscribe to the foundation’s newsletters.',
  afterSignIn: 'Once you have signed in, you can choose here which newsletters to receive.',
  signIn: 'Sign in',
  register: 'Create an account',
  unsubscribe: {
    metaTitle: 'Unsubscribe',
    title: 'Unsubscribe from a newsletter',
    question: (topic: string) => `Unsubscribe from “${topic}”?`,
    explanation: 'You will no longer receive its letters. You can subscribe again at any time in your account settings.',
    confirm: (topic: string) => `Unsubscribe from “${topic}”`,
    confirming: 'Unsubscribing…',
    done: (topic: string) => `You have unsubscribed from “${topic}”. Its letters will no longer come to you.`,
    gone: 'This subscription is already gone: you unsubscribed with this link before, or it comes from an older letter.',
    invalid: 'This unsubscribe link is not valid. Copy the whole link from the letter and open it again.',
    settings: 'Newsletter settings',
    home: 'Go to the home page',
  },
};

type TopicsDictionary = typeof en;

const ru: TopicsDictionary = {
  newsletters: 'Рассылки',
  settingsDescription:
    'Отметьте рассылки, которые хотите получать. Отписаться можно здесь или по ссылке внизу любого письма рассылки.',
  widgetSignedIn: 'Выберите рассылки, которые хотите получать:',
  noTopics: 'Рассылок пока нет.',
  loading: 'Загрузка…',
  saving: 'Сохраняем…',
  subscribedTo: (topic) => `Вы подписаны на рассылку «${topic}».`,
  unsubscribedFrom: (topic) => `Вы отписались от рассылки «${topic}».`,
  signInInvite: 'Войдите или зарегистрируйтесь, чтобы подписаться на рассылки фонда.',
  afterSignIn: 'После входа здесь можно будет выбрать, какие рассылки получать.',
  signIn: 'Войти',
  register: 'Зарегистрироваться',
  unsubscribe: {
    metaTitle: 'Отписка',
    title: 'Отписка от рассылки',
    question: (topic) => `Отписаться от рассылки «${topic}»?`,
    explanation: 'Письма этой рассылки больше не будут приходить. Подписаться снова можно в любой момент в настройках аккаунта.',
    confirm: (topic) => `Отписаться от рассылки «${topic}»`,
    confirming: 'Отписываем…',
    done: (topic) => `Вы отписались от рассылки «${topic}». Её письма больше не будут приходить.`,
    gone: 'Эта подписка уже отменена: вы отписались по этой ссылке раньше, или она из более старого письма.',
    invalid: 'Ссылка для отписки неверна. Скопируйте её из письма целиком и откройте снова.',
    settings: 'Настройки рассылок',
    home: 'На главную',
  },
};

const DICTIONARY: Record<Language, TopicsDictionary> = { en, ru };

export const topicsDictionary = (language: Language): TopicsDictionary => DICTIONARY[language];

/** What a failed subscription call says (lib/rest-call's failureText): the server's own sentences are English. */
export const TOPIC_FAILURE_WORDS: Record<Language, FailureWords> = {
  en: {
    signInAgain: 'Your session has ended: sign in again.',
    forbidden: 'Sign in to subscribe: a guest has no address for letters.',
    notFound: 'This newsletter is no longer offered. Reload the page.',
    tooMany: (wait) => (wait ? `Too many changes: try again ${wait}.` : 'Too many changes: try again later.'),
    serverDown: 'The site cannot answer now: try again in a minute.',
    offline: 'No connection to the site: check your internet connection and try again.',
    refused: 'This could not be done: reload the page and try again.',
    fields: { topicId: 'Newsletter', token: 'Link' },
  },
  ru: {
    signInAgain: 'Сеанс завершился: войдите снова.',
    forbidden: 'Войдите, чтобы подписаться: гостю некуда присылать письма.',
    notFound: 'Эта рассылка больше не предлагается. Обновите страницу.',
    tooMany: (wait) => (wait ? `Слишком много изменений: попробуйте ${wait}.` : 'Слишком много изменений: попробуйте позже.'),
    serverDown: 'Сайт сейчас не отвечает: попробуйте через минуту.',
    offline: 'Нет связи с сайтом: проверьте подключение к интернету и попробуйте снова.',
    refused: 'Не получилось: обновите страницу и попробуйте снова.',
    fields: { topicId: 'Рассылка', token: 'Ссылка' },
  },
};
