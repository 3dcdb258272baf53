import type { Placed, Site } from './build';
import { richText } from './rich-text';

/** Sections shown on more than one page: one record each, so an editor changes them once. */
export interface SharedSections {
  partners: Placed;
  donateCall: Placed;
}

export function describeShared(site: Site): SharedSections {
  const partners = site.section({
    adminTitle: 'Partners',
    variant: 'logotypes-default',
    title: { ru: 'Партнёры', en: 'Partners' },
    subtitle: { ru: 'С кем мы работаем', en: 'Who we work with' },
    logotypes: [
      { title: { ru: 'Областной архив', en: 'Regional Archive' }, image: 'partnerArchive' },
      {
        title: { ru: 'Архитектурный университет', en: 'University of Architecture' },
        image: 'partnerUniversity',
      },
      { title: { ru: 'Епархия', en: 'Diocese' }, image: 'partnerDiocese' },
      { title: { ru: 'Музей деревянного зодчества', en: 'Museum of Wooden Architecture' }, image: 'partnerMuseum' },
    ],
  });
  const donateCall = site.section({
    adminTitle: 'Donate call',
    variant: 'content-text-background-default',
    title: { ru: 'Помогите спасти то, что ещё можно спасти', en: 'Help save what can still be saved' },
    description: richText({
      ru: [
        'Бревно лиственницы для нового венца стоит около 9 000 ₽, квадратный метр осинового лемеха — 6 500 ₽. Ежемесячное пожертвование даже в 300 ₽ помогает планировать работы на сезон вперёд, а не ждать, пока рухнет кровля.',
      ],
      en: [
        'A larch log for a new course costs about ₽9,000, a square metre of aspen shingles ₽6,500. A monthly donation of even ₽300 lets us plan the works a season ahead instead of waiting for a roof to cave in.',
      ],
    }),
    files: ['weatheredBoards'],
    arrays: [
      { buttons: [{ title: { ru: 'Поддержать фонд', en: 'Support the foundation' }, url: '/donate', variant: 'primary' }] },
    ],
  });
  return { partners, donateCall };
}
