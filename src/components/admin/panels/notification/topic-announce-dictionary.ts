import type { Language } from '@/shared/languages';
import { russianPlural } from '@/shared/russian-plural';

const subscribersRu = (count: number) => `${count} ${russianPlural(count, ['подписчик', 'подписчика', 'подписчиков'])}`;
const subscribersEn = (count: number) => `${count} ${count === 1 ? 'subscriber' : 'subscribers'}`;

const en = {
  title: 'Announcement to subscribers',
  subscribers: 'Subscribers',
  subscribersCount: subscribersEn,
  heading: (language: string) => `Title (${language})`,
  body: (language: string) => `Text (${language})`,
  languages: { ru: 'Russian', en: 'English' } satisfies Record<Language, string>,
  sendAfter: 'Send not before',
  sendAfterHint: 'Empty: at once. Each subscriber gets it in their own language.',
  send: 'Send to subscribers',
  confirmTitle: 'Send this announcement?',
  confirm: (count: number) =>
    count
      ? `It goes to the topic’s ${subscribersEn(count)}: to those subscribed when it is sent.`
      : 'The topic has no subscribers yet: it reaches those subscribed when it is sent.',
  confirmSend: 'Send',
  sending: 'Sending…',
  keep: 'Not now',
  queued: 'The announcement is queued.',
  needsAttention: (count: number) => `${count} fields need attention`,
  last: 'Last announcements',
  none: 'No announcements yet.',
  when: 'Queued',
  subject: 'Title',
  state: 'Job',
  written: 'Written',
  waiting: 'Waiting',
  sent: 'Sent',
  failed: 'Failed',
  notBefore: (date: string) => `not before ${date}`,
  cleanedUp: 'done',
};

const ru: typeof en = {
  title: 'Рассылка подписчикам',
  subscribers: 'Подписчики',
  subscribersCount: subscribersRu,
  heading: (language: string) => `Заголовок (${language})`,
  body: (language: string) => `Текст (${language})`,
  languages: { ru: 'по-русски', en: 'по-английски' } satisfies Record<Language, string>,
  sendAfter: 'Отправить не раньше',
  sendAfterHint: 'Пусто — сразу. Каждый подписчик получит её на своём языке.',
  send: 'Отправить подписчикам',
  confirmTitle: 'Отправить рассылку?',
  confirm: (count: number) =>
    count
      ? `Её ${count % 10 === 1 && count % 100 !== 11 ? 'получит' : 'получат'} ${subscribersRu(count)} этой рассылки — те, кто будет подписан в момент отправки.`
      : 'У рассылки пока нет подписчиков: её получат те, кто будет подписан в момент отправки.',
  confirmSend: 'Отправить',
  sending: 'Отправляем…',
  keep: 'Не сейчас',
  queued: 'Рассылка поставлена в очередь.',
  needsAttention: (count: number) => `Проверьте поля: ${count}`,
  last: 'Последние рассылки',
  none: 'Рассылок ещё не было.',
  when: 'Поставлена',
  subject: 'Заголовок',
  state: 'Задача',
  written: 'Написано',
  waiting: 'Ждут',
  sent: 'Отправлено',
  failed: 'Ошибки',
  notBefore: (date: string) => `не раньше ${date}`,
  cleanedUp: 'выполнена',
};

/** The notification.topic-announce panel's own words, in the admin's interface language. */
export const TOPIC_ANNOUNCE_DICTIONARY: Record<Language, typeof en> = { en, ru };

export type TopicAnnounceDictionary = typeof en;
