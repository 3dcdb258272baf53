import type { ButtonSpec, Site } from './build';
import { describeAnnouncements } from './announcements';
import { FOUNDATION } from './foundation';

const about: ButtonSpec = { title: { ru: 'О фонде', en: 'About us' }, url: '/about' };
const projects: ButtonSpec = { title: { ru: 'Проекты', en: 'Projects' }, url: '/projects' };
const news: ButtonSpec = { title: { ru: 'Новости', en: 'News' }, url: '/blog' };
const contacts: ButtonSpec = { title: { ru: 'Контакты', en: 'Contacts' }, url: '/contacts' };
const help: ButtonSpec = { title: { ru: 'Помочь', en: 'Donate' }, url: '/donate' };

/**
 * The navbar above every page and the footer below it: the site's one layout. The announcement bar is in it too; it is
 * pinned to the foot of the window, wherever it stands.
 */
export function describeLayout(site: Site): void {
  const navbar = site.section({
    adminTitle: 'Navbar',
    variant: 'navbar-default',
    title: FOUNDATION.shortName,
    logotypes: [{ title: FOUNDATION.name, image: 'logo', url: '/' }],
    arrays: [
      { link: 'default', buttons: [about, projects, news, contacts] },
      { link: 'additional', buttons: [{ ...help, variant: 'primary' }] },
    ],
  });
  const footer = site.section({
    adminTitle: 'Footer',
    variant: 'footer-default',
    title: FOUNDATION.name,
    description: {
      ru: 'Некоммерческий фонд. Восстанавливаем деревянные постройки Русского Севера с 2010 года и отчитываемся о каждом рубле.',
      en: 'A non-profit foundation. We have been restoring the wooden buildings of the Russian North since 2010 and report on every rouble.',
    },
    subtitle: FOUNDATION.copyright,
    logotypes: [{ title: FOUNDATION.name, image: 'logoLight', url: '/' }],
    arrays: [
      {
        variant: 'footer-buttons-default',
        title: { ru: 'Фонд', en: 'Foundation' },
        buttons: [
          about,
          { title: { ru: 'Команда', en: 'Team' }, url: '/about#team' },
          projects,
          { title: { ru: 'Источники изображений', en: 'Image credits' }, url: '/image-credits' },
        ],
      },
      {
        variant: 'footer-buttons-default',
        title: { ru: 'Участие', en: 'Get involved' },
        buttons: [
          help,
          { title: { ru: 'Стать другом фонда', en: 'Become a friend' }, url: '/friends' },
          { title: { ru: 'Мои пожертвования', en: 'My donations' }, url: '/ecommerce/orders' },
          { title: { ru: 'Стать волонтёром', en: 'Volunteer' }, url: '/contacts' },
          news,
          contacts,
        ],
      },
    ],
  });
  site.layout([navbar], [footer, describeAnnouncements(site)]);
}
