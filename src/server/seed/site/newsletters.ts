import type { Placed, Site } from './build';

/** The topics a friend of the foundation may subscribe to: its news, and the reports it writes for its friends. */
export const NEWSLETTER_SLUGS = { news: 'foundation-news', reports: 'friends-reports' } as const;

/**
 * The foundation's newsletters (topics of type info, offered in the settings and by the site's widget) and the widget
 * that offers them, placed at the foot of the news page by describeNewsPages.
 */
export function describeNewsletters(site: Site): Placed {
  site.tables.notificationTopics.add({
    slug: NEWSLETTER_SLUGS.news,
    adminTitle: 'Foundation news',
    type: 'info',
    orderIndex: 0,
    title: { ru: 'Новости фонда', en: 'Foundation news' },
    description: {
      ru: 'Раз в месяц: как идут работы на наших объектах, экспедиции, лагеря и события фонда.',
      en: 'Once a month: how the works on our sites are going, expeditions, camps and the foundation’s events.',
    },
  });
  site.tables.notificationTopics.add({
    slug: NEWSLETTER_SLUGS.reports,
    adminTitle: 'Reports for friends',
    type: 'info',
    orderIndex: 1,
    title: { ru: 'Отчёты для друзей', en: 'Reports for friends' },
    description: {
      ru: 'Раз в квартал: на что ушли пожертвования, сметы и фотографии с объектов — для тех, кто помогает фонду.',
      en: 'Every quarter: what the donations were spent on, estimates and photos from the sites, for those who help the foundation.',
    },
  });
  return site.notification({
    adminTitle: 'News: newsletters',
    variant: 'topics-subscription-default',
    anchor: 'newsletters',
    title: { ru: 'Подписаться на рассылки', en: 'Subscribe to our newsletters' },
    description: {
      ru: 'Письма фонда приходят нечасто: только о том, что сделано и что нужно сделать.',
      en: 'The foundation does not write often: only about what was done and what needs doing.',
    },
  });
}
