import { CHAT_PAGE_PATH } from '../../../shared/chat-paths';
import type { FeatureSpec, Site } from './build';
import { describeForm } from './forms';
import { richText } from './rich-text';

const ADDRESS = {
  ru: '163000, Архангельск, ул. Поморская, 9, офис 14',
  en: 'Office 14, 9 Pomorskaya St, Arkhangelsk 163000, Russia',
};

/**
 * The foundation's legal and bank details (billing's payee: the receipt, the contacts page and a checkout with no
 * payment provider read them). Placeholders as the contacts below: the numbers are zeros, nobody pays a stranger.
 */
const PAYEE = {
  adminTitle: 'Venets Charitable Foundation',
  name: { ru: 'Благотворительный фонд «Венец»', en: 'Venets Charitable Foundation' },
  address: ADDRESS,
  inn: '2900000000',
  ogrn: '1002900000000',
  kpp: '290000000',
  bankName: { ru: 'ПАО «Северный банк», г. Архангельск', en: 'Severny Bank PJSC, Arkhangelsk' },
  bankAccount: '40703810000000000000',
  bic: '041100000',
  correspondentAccount: '30101810000000000000',
};

/**
 * The foundation's details (the widget shows the payee's bank details after them). They are placeholders to replace
 * before launch: the email is on the reserved `.example` domain and the numbers are zeros, so that nobody writes,
 * calls or pays to a stranger.
 */
const DETAILS: readonly FeatureSpec[] = [
  {
    subtitle: { ru: 'Адрес', en: 'Address' },
    title: ADDRESS,
  },
  { subtitle: { ru: 'Телефон', en: 'Phone' }, title: { ru: '+7 (8182) 00-00-00', en: '+7 (8182) 00-00-00' } },
  { subtitle: { ru: 'Почта', en: 'Email' }, title: { ru: 'info@venets.example', en: 'info@venets.example' } },
].map((detail) => ({ ...detail, variant: 'contacts-default' as const }));

export function describeContacts(site: Site): void {
  site.tables.payees.add(PAYEE);
  const formId = describeForm(site, {
    slug: 'write-to-us',
    adminTitle: 'Write to us',
    title: { ru: 'Напишите нам', en: 'Write to us' },
    description: {
      ru: 'Вопрос о проекте, предложение помощи или заявка в волонтёрский лагерь — ответим в течение двух рабочих дней.',
      en: 'A question about a project, an offer of help or an application for a volunteer camp: we reply within two working days.',
    },
    inputs: [
      { slug: 'name', variant: 'text-default', isRequired: true, label: { ru: 'Имя', en: 'Name' } },
      {
        slug: 'email',
        variant: 'text-default',
        type: 'email',
        isRequired: true,
        label: { ru: 'Почта', en: 'Email' },
        placeholder: { ru: 'name@example.com', en: 'name@example.com' },
      },
      { slug: 'phone', variant: 'text-default', type: 'tel', label: { ru: 'Телефон', en: 'Phone' } },
      { slug: 'message', variant: 'textarea-default', isRequired: true, label: { ru: 'Сообщение', en: 'Message' } },
    ],
  });
  site.page({
    url: '/contacts',
    title: 'Контакты',
    description: 'Как связаться с фондом «Венец»',
    adminTitle: 'Contacts',
    meta: {
      ru: {
        title: 'Контакты — Фонд «Венец»',
        description: 'Адрес, телефон, почта и реквизиты фонда. Напишите нам, если хотите помочь или приехать волонтёром.',
        keywords: 'контакты, реквизиты, волонтёрство, фонд',
      },
      en: {
        title: 'Contacts — Venets Foundation',
        description: "The foundation's address, phone, email and bank details. Write to us if you want to help or volunteer.",
        keywords: 'contacts, bank details, volunteering, foundation',
      },
    },
    widgets: [
      site.section({
        adminTitle: 'Contacts: heading',
        variant: 'content-heading-default',
        title: { ru: 'Контакты', en: 'Contacts' },
        subtitle: { ru: 'Ответим на письмо и звонок', en: 'We answer every letter and call' },
        files: ['rowingBoats'],
      }),
      site.section({ adminTitle: 'Contacts: details', variant: 'features-contacts-default', features: DETAILS }),
      site.section({
        adminTitle: 'Contacts: write to the foundation',
        variant: 'content-default',
        title: { ru: 'Переписка с фондом', en: 'Conversations with the foundation' },
        description: richText({
          ru: ['Войдите на сайт и напишите координатору фонда в чат: ответ появится там же.'],
          en: ['Sign in and write to the foundation’s coordinator in the chat: the answer appears there too.'],
        }),
        arrays: [
          {
            buttons: [
              { title: { ru: 'Написать в фонд', en: 'Write to the foundation' }, url: CHAT_PAGE_PATH, variant: 'primary' },
            ],
          },
        ],
      }),
      site.crm({ adminTitle: 'Contacts: form', variant: 'form-list-default', forms: [formId] }),
    ],
  });
}

/** «Написать в фонд»: the signed-in visitor's chats with the team, and a way to start one with the coordinator. */
export function describeMessages(site: Site): void {
  site.page({
    url: CHAT_PAGE_PATH,
    title: 'Написать в фонд',
    description: 'Переписка с командой фонда «Венец»',
    adminTitle: 'Messages',
    meta: {
      ru: {
        title: 'Написать в фонд — Фонд «Венец»',
        description: 'Напишите команде фонда: о проектах, помощи и волонтёрских лагерях. Ответ придёт сюда же.',
        keywords: 'сообщения, чат, написать в фонд',
      },
      en: {
        title: 'Write to the foundation — Venets Foundation',
        description: 'Write to the foundation’s team about projects, help and volunteer camps. The answer comes here.',
        keywords: 'messages, chat, write to the foundation',
      },
    },
    widgets: [
      site.section({
        adminTitle: 'Messages: heading',
        variant: 'content-heading-default',
        title: { ru: 'Написать в фонд', en: 'Write to the foundation' },
        subtitle: { ru: 'Команда фонда ответит здесь же', en: 'The foundation’s team answers here' },
        files: ['woodenPier'],
      }),
      site.social({
        adminTitle: 'Messages: chats',
        variant: 'chat-list-default',
        title: { ru: 'Ваша переписка', en: 'Your conversations' },
      }),
    ],
  });
}
