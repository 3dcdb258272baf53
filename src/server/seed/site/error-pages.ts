import type { Site } from './build';
import { richText } from './rich-text';

/** `/500`: what the global error page shows when it finds it (spec, section 2). */
export function describeErrorPages(site: Site): void {
  site.page({
    url: '/500',
    title: 'Ошибка',
    description: 'Страница ошибки сервера',
    adminTitle: 'Server error',
    meta: {
      ru: {
        title: 'Что-то пошло не так — Фонд «Венец»',
        description: 'На сайте произошла ошибка. Попробуйте обновить страницу.',
        keywords: 'ошибка',
      },
      en: {
        title: 'Something went wrong — Venets Foundation',
        description: 'An error occurred on the site. Please try reloading the page.',
        keywords: 'error',
      },
    },
    widgets: [
      site.section({
        adminTitle: 'Server error',
        variant: 'content-default',
        title: { ru: 'Что-то пошло не так', en: 'Something went wrong' },
        description: richText({
          ru: ['Страница не загрузилась из-за ошибки на сервере. Обновите её через минуту или вернитесь на главную.'],
          en: ['The page failed to load because of a server error. Reload it in a minute or go back to the home page.'],
        }),
        files: ['forestPath'],
        arrays: [{ buttons: [{ title: { ru: 'На главную', en: 'Home page' }, url: '/', variant: 'primary' }] }],
      }),
    ],
  });
}
