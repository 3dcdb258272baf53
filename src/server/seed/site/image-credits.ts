import type { Language } from '../../../shared/languages';
import type { ImageKey, Site } from './build';
import { SITE_IMAGES, type SiteImage } from './images';
import { type Block, type Inline, richText } from './rich-text';

const DICTIONARY = {
  ru: {
    intro:
      'Благодарим авторов, чьи работы использованы на сайте. Для каждого изображения указаны произведение, автор, лицензия и источник.',
    work: 'Произведение',
    author: 'Автор',
    licence: 'Лицензия',
    source: 'Источник',
    changes: 'Изменения',
    groups: {
      photos: 'Фотографии',
      projects: 'Иллюстрации проектов',
      drawings: 'Знак фонда, значки и знаки партнёров',
      preview: 'Картинка для соцсетей',
    },
  },
  en: {
    intro:
      'We thank the authors whose work appears on this site. Each image is listed with its work, author, licence and source.',
    work: 'Work',
    author: 'Author',
    licence: 'Licence',
    source: 'Source',
    changes: 'Changes',
    groups: {
      photos: 'Photographs',
      projects: 'Project illustrations',
      drawings: 'The foundation’s mark, icons and partners’ marks',
      preview: 'Picture for social networks',
    },
  },
} as const;

type Group = keyof (typeof DICTIONARY)['en']['groups'];

/** Which part of the page an image is listed in, by where it lies under public/site. */
function groupOf(image: SiteImage): Group {
  if (image.file.startsWith('/site/photos/')) return 'photos';
  if (image.file.startsWith('/site/projects/')) return 'projects';
  if (image.mimeType === 'image/svg+xml') return 'drawings';
  return 'preview';
}

/** «Quoted» as the language quotes a title. */
const quoted = (text: string, language: Language) => (language === 'ru' ? `«${text}»` : `“${text}”`);

/**
 * One image, as a visitor reads it: what it shows, then the work (its title, when it has one), author, licence (linked
 * to its text), source (linked to where it can be found) and the changes made, all in the page's language.
 */
function credit(image: SiteImage, language: Language): Inline[] {
  const words = DICTIONARY[language];
  const { credit } = image;
  return [
    { text: image.alt[language], bold: true },
    '. ',
    ...(credit.work ? [`${words.work}: ${quoted(credit.work, language)}. `] : []),
    `${words.author}: ${credit.author[language]}. `,
    `${words.licence}: `,
    { text: credit.licence, href: credit.licenceUrl },
    `. ${words.source}: `,
    credit.sourceUrl ? { text: credit.source[language], href: credit.sourceUrl } : credit.source[language],
    '.',
    ...(credit.changes ? [` ${words.changes}: ${credit.changes[language]}.`] : []),
  ];
}

/** Every image of the site, grouped (photos, project illustrations, drawings, the social preview), in that order. */
function credits(language: Language): Block[] {
  const words = DICTIONARY[language];
  const images = (Object.keys(SITE_IMAGES) as ImageKey[]).map((key) => SITE_IMAGES[key] as SiteImage);
  const groups = Object.keys(words.groups) as Group[];
  return [
    words.intro,
    ...groups.flatMap((group): Block[] => {
      const listed = images.filter((image) => groupOf(image) === group);
      return listed.length
        ? [{ heading: words.groups[group], level: 3 }, { list: listed.map((image) => credit(image, language)) }]
        : [];
    }),
  ];
}

/** `/image-credits`: every image the site ships, generated from the image list so none is left out. */
export function describeImageCredits(site: Site): void {
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
        description: richText({ ru: credits('ru'), en: credits('en') }),
      }),
    ],
  });
}
