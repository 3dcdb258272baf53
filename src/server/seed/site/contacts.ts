import type { FeatureSpec, Site } from './build';
import { describeForm } from './forms';

/**
 * The foundation's details. They are placeholders to replace before launch: the email is on the reserved
 * `.example` domain and the numbers are zeros, so that nobody writes, calls or pays to a stranger.
 */
const DETAILS: readonly FeatureSpec[] = [
  {
    subtitle: { ru: 'Адрес', en: 'Address' },
    title: { ru: '163000, Архангельск, ул. Поморская, 9, офис 14', en: 'Office 14, 9 Pomorskaya St, Arkhangelsk 163000, Russia' },
  },
  { subtitle: { ru: 'Телефон', en: 'Phone' }, title: { ru: '+7 (8182) 00-00-00', en: '+7 (8182) 00-00-00' } },
  { subtitle: { ru: 'Почта', en: 'Email' }, title: { ru: 'info@venets.example', en: 'info@venets.example' } },
  {
    subtitle: { ru: 'Реквизиты', en: 'Bank details' },
    title: {
      ru: 'Благотворительный фонд «Венец», ИНН 2900000000, КПП 290000000, р/с 40703810000000000000, БИК 041100000',
      en: 'Venets Charitable Foundation, INN 2900000000, KPP 290000000, account 40703810000000000000, BIC 041100000',
    },
  },
].map((detail) => ({ ...detail, variant: 'contacts-default' as const }));

export function describeContacts(site: Site): void {
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
      site.crm({ adminTitle: 'Contacts: form', variant: 'form-list-default', forms: [formId] }),
    ],
  });
}
