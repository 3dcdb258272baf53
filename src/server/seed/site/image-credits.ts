import type { Language } from '../../../shared/languages';
import type { ImageKey, Site } from './build';
import { SITE_IMAGES } from './images';
import { type Inline, richText } from './rich-text';

const DICTIONARY = {
  ru: { author: 'автор', licence: 'лицензия', source: 'источник' },
  en: { author: 'author', licence: 'licence', source: 'source' },
} as const;

/** A link when there is an address to link to; a source that is a web page shows its host, the rest as written. */
function linked(text: string, href: string | undefined): Inline {
  return href && /^https?:\/\//i.test(href) ? { text, href } : text;
}

const sourceText = (source: string) => (/^https?:\/\//i.test(source) ? new URL(source).hostname.replace(/^www\./, '') : source);

/** One line per image: what it shows, who made it, under which licence, where it comes from. */
function credit(key: ImageKey, language: Language): Inline[] {
  const image = SITE_IMAGES[key];
  const strings = DICTIONARY[language];
  return [
    { text: image.alt[language], bold: true },
    ` — ${strings.author}: ${image.author}; ${strings.licence}: `,
    linked(image.licence, image.licenceUrl),
    `; ${strings.source}: `,
    linked(sourceText(image.source), image.source),
    '.',
  ];
}

/** `/image-credits`: every image the site ships, generated from the image list so none is left out. */
export function describeImageCredits(site: Site): void {
  const keys = Object.keys(SITE_IMAGES) as ImageKey[];
  const list = (language: Language) => ({ list: keys.map((key) => credit(key, language)) });
  site.page({
    url: '/image-credits',
    title: 'Источники изображений',
    description: 'Авторы, лицензии и источники изображений сайта',
    adminTitle: 'Image credits',
    meta: {
      ru: {
        title: 'Источники изображений — Фонд «Венец»',
        description: 'Авторы, лицензии и источники фотографий и иллюстраций сайта фонда.',
        keywords: 'источники изображений, авторы, лицензии',
      },
      en: {
        title: 'Image credits — Venets Foundation',
        description: "Authors, licences and sources of the photographs and illustrations on the foundation's site.",
        keywords: 'image credits, authors, licences',
      },
    },
    widgets: [
      site.section({
        adminTitle: 'Image credits',
        variant: 'content-default',
        title: { ru: 'Источники изображений', en: 'Image credits' },
        description: richText({
          ru: ['Благодарим авторов, чьи работы использованы на сайте.', list('ru')],
          en: ['We thank the authors whose work appears on this site.', list('en')],
        }),
      }),
    ],
  });
}
