import type { ChatReaction } from '@/shared/chat-reactions';
import type { FailureWords } from '@/lib/failure-text';
import type { Language } from '@/shared/languages';

/** The social widgets' own words (not content). */
export const SOCIAL_WIDGET_DICTIONARY = {
  en: {
    chatsHeading: 'Chats',
    signInPrompt: 'Sign in to write to the foundation’s team and read their answers here.',
    signIn: 'Sign in',
    loading: 'Loading…',
    noChats: 'You have no conversations yet. Write to the foundation: a member of the team will answer here.',
    writeToFoundation: 'Write to the foundation',
    write: 'Write',
    answeredBy: 'Answered by',
    opening: 'Opening…',
    conversations: 'Conversations',
    unread: 'Unread',
    chooseChat: 'Choose a conversation.',
    noMessages: 'No messages yet: write the first one.',
    olderMessages: 'Show earlier messages',
    allConversations: 'All conversations',
    you: 'You',
    deletedProfile: 'Deleted profile',
    unnamedProfile: 'Site visitor',
    message: 'Message',
    messagePlaceholder: 'Write a message…',
    send: 'Send',
    sending: 'Sending…',
    messageCreated: 'Message created successfully',
    reactions: 'Reactions',
  },
  ru: {
    chatsHeading: 'Чаты',
    signInPrompt: 'Войдите, чтобы написать команде фонда и читать здесь её ответы.',
    signIn: 'Войти',
    loading: 'Загрузка…',
    noChats: 'У вас пока нет переписки. Напишите в фонд — вам ответят здесь же.',
    writeToFoundation: 'Написать в фонд',
    write: 'Написать',
    answeredBy: 'Отвечает',
    opening: 'Открываем…',
    conversations: 'Переписка',
    unread: 'Непрочитанных',
    chooseChat: 'Выберите переписку.',
    noMessages: 'Сообщений пока нет: напишите первое.',
    olderMessages: 'Показать более ранние сообщения',
    allConversations: 'Вся переписка',
    you: 'Вы',
    deletedProfile: 'Удалённый профиль',
    unnamedProfile: 'Посетитель сайта',
    message: 'Сообщение',
    messagePlaceholder: 'Напишите сообщение…',
    send: 'Отправить',
    sending: 'Отправка…',
    messageCreated: 'Сообщение успешно создано',
    reactions: 'Реакции',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type SocialWidgetDictionary = (typeof SOCIAL_WIDGET_DICTIONARY)[Language];

export const socialWidgetDictionary = (language: Language): SocialWidgetDictionary => SOCIAL_WIDGET_DICTIONARY[language];

/** Each reaction's name, beside its sign (shared/chat-reactions). */
export const CHAT_REACTION_NAMES: Record<Language, Record<ChatReaction, string>> = {
  en: { 'thumbs-up': 'Like', heart: 'Love', thanks: 'Thanks', smile: 'Smile' },
  ru: { 'thumbs-up': 'Нравится', heart: 'Сердце', thanks: 'Спасибо', smile: 'Улыбка' },
};

/** What a failed chat call says (lib/rest-call's failureText): the server's own sentences are English. */
export const CHAT_FAILURE_WORDS: Record<Language, FailureWords> = {
  en: {
    signInAgain: 'Your session has ended: sign in again.',
    forbidden: 'Register or sign in to write: a guest cannot start a conversation.',
    notFound: 'This conversation is not found: it may have been removed. Reload the page.',
    tooMany: (wait) => (wait ? `Too many messages: try again ${wait}.` : 'Too many messages: try again later.'),
    serverDown: 'The site cannot answer now: try again in a minute.',
    offline: 'No connection to the site: check your internet connection and try again.',
    refused: 'This could not be done: reload the page and try again.',
    fields: { description: 'Message', reaction: 'Reaction', profileId: 'Profile' },
  },
  ru: {
    signInAgain: 'Сеанс завершился: войдите снова.',
    forbidden: 'Зарегистрируйтесь или войдите, чтобы написать: гостю нельзя начать переписку.',
    notFound: 'Переписка не найдена: возможно, её удалили. Обновите страницу.',
    tooMany: (wait) => (wait ? `Слишком много сообщений: попробуйте ${wait}.` : 'Слишком много сообщений: попробуйте позже.'),
    serverDown: 'Сайт сейчас не отвечает: попробуйте через минуту.',
    offline: 'Нет связи с сайтом: проверьте подключение к интернету и попробуйте снова.',
    refused: 'Не получилось: обновите страницу и попробуйте снова.',
    fields: { description: 'Сообщение', reaction: 'Реакция', profileId: 'Профиль' },
  },
};
