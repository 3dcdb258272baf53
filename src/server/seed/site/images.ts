/**
 * The images of the seeded public site, under `public/site` (built by `scripts/site-images.ts`, credited in
 * `public/site/CREDITS.md`). Every JPEG has a WebP copy beside it: the same path with `.webp`.
 */

/** Words in both languages of the site. */
interface Words {
  ru: string;
  en: string;
}

export interface SiteImage {
  /** Path under public/, as the file record stores it: '/site/photos/lake-dusk.jpg' */
  file: string;
  width: number;
  height: number;
  mimeType: string; // 'image/jpeg' | 'image/svg+xml'
  alt: Words;
  /** For the image-credits page, in words for visitors (the files and packages are in public/site/CREDITS.md): */
  credit: {
    /** The original work's title, when it has one (a wallpaper's name). */
    work?: string;
    author: Words;
    licence: string; // e.g. 'LGPL-3.0', 'CC-BY-4.0', 'CC0-1.0'
    licenceUrl: string;
    source: Words;
    /** Where the source can be seen (the Debian package's page); none for a drawing made for the site. */
    sourceUrl?: string;
    /** What was changed, as the licences ask to say; none when the file is the original (the drawings). */
    changes?: Words;
  };
}

const JPEG = 'image/jpeg';
const SVG = 'image/svg+xml';

const LGPL_3 = { licence: 'LGPL-3.0', licenceUrl: 'https://www.gnu.org/licenses/lgpl-3.0.html' } as const;
const GPL_2_PLUS = {
  licence: 'GPL-2.0-or-later',
  licenceUrl: 'https://www.gnu.org/licenses/old-licenses/gpl-2.0.html',
} as const;
const CC_BY_4 = { licence: 'CC-BY-4.0', licenceUrl: 'https://creativecommons.org/licenses/by/4.0/' } as const;
const CC0 = { licence: 'CC0-1.0', licenceUrl: 'https://creativecommons.org/publicdomain/zero/1.0/' } as const;

/** The Debian packages the photos come from: where a visitor finds them. */
const DEBIAN = (name: string) => `https://packages.debian.org/bookworm/${name}`;
const PLASMA = {
  sourceUrl: DEBIAN('plasma-workspace-wallpapers'),
  source: (work: string): Words => ({
    ru: `обои KDE Plasma «${work}», пакет Debian plasma-workspace-wallpapers`,
    en: `KDE Plasma wallpaper “${work}”, Debian package plasma-workspace-wallpapers`,
  }),
};
const LOMIRI = {
  sourceUrl: DEBIAN('lomiri-wallpapers-16.04'),
  source: (work: string): Words => ({
    ru: `обои Lomiri «${work}», пакет Debian lomiri-wallpapers-16.04`,
    en: `Lomiri wallpaper “${work}”, Debian package lomiri-wallpapers-16.04`,
  }),
};
const MATE = {
  sourceUrl: DEBIAN('mate-backgrounds'),
  source: (work: string): Words => ({
    ru: `обои MATE «${work}», пакет Debian mate-backgrounds`,
    en: `MATE wallpaper “${work}”, Debian package mate-backgrounds`,
  }),
};

const RISTO = 'Risto Saukonpää (KDE)';
const AITZOL = 'Aitzol Berasategi';
const person = (name: string): Words => ({ ru: name, en: name });
const PROJECT_AUTHORS: Words = { ru: 'авторы сайта фонда', en: 'the authors of the foundation’s site' };
/** A project picture: a photo with a drawing over it, which keeps the photo's licence. */
const photoAndDrawing = (photographer: string): Words => ({
  ru: `фото — ${photographer}; рисунок — ${PROJECT_AUTHORS.ru} (CC0 1.0)`,
  en: `photo: ${photographer}; drawing: ${PROJECT_AUTHORS.en} (CC0 1.0)`,
});
const DRAWN_FOR_THE_SITE: Words = { ru: 'нарисовано для сайта фонда', en: 'drawn for the foundation’s site' };

/** The changes made to a photo, as the licences ask to say. */
const SCALED: Words = { ru: 'уменьшено', en: 'scaled down' };
const CROPPED: Words = { ru: 'кадрировано и уменьшено', en: 'cropped and scaled down' };
const TONED: Words = { ru: 'уменьшено, тон сделан теплее', en: 'scaled down, toned warmer' };
const WITH_DRAWING = (change: Words): Words => ({
  ru: `${change.ru}, поверх нарисован рисунок`,
  en: `${change.en}, a drawing added over it`,
});

const photo = (name: string, width: number, height: number) => ({
  file: `/site/photos/${name}.jpg`,
  width,
  height,
  mimeType: JPEG,
});

const project = (name: string) => ({ file: `/site/projects/${name}.jpg`, width: 1600, height: 1000, mimeType: JPEG });

const drawing = (file: string, size: number) => ({
  file: `/site/${file}`,
  width: size,
  height: size,
  mimeType: SVG,
  credit: { author: PROJECT_AUTHORS, ...CC0, source: DRAWN_FOR_THE_SITE },
});

export const SITE_IMAGES = {
  // Photos -------------------------------------------------------------------------------------------------------
  lakeDusk: {
    ...photo('lake-dusk', 1920, 1200),
    alt: {
      ru: 'Тихое северное озеро белой ночью: розовая заря над дальним лесом, тростник у воды',
      en: 'A still northern lake on a white night: a pink afterglow over the distant forest, reeds by the water',
    },
    credit: {
      work: 'Summer 1am',
      author: person(RISTO),
      ...LGPL_3,
      source: PLASMA.source('Summer 1am'),
      sourceUrl: PLASMA.sourceUrl,
      changes: SCALED,
    },
  },
  mistyLake: {
    ...photo('misty-lake', 1920, 1200),
    alt: {
      ru: 'Озеро в густом предрассветном тумане: лесистые острова отражаются в неподвижной воде',
      en: 'A lake in thick fog before dawn: wooded islands reflected in the still water',
    },
    credit: {
      work: 'Darkest Hour',
      author: person(RISTO),
      ...LGPL_3,
      source: PLASMA.source('Darkest Hour'),
      sourceUrl: PLASMA.sourceUrl,
      changes: SCALED,
    },
  },
  forestPath: {
    ...photo('forest-path', 1920, 1200),
    alt: {
      ru: 'Узкая тропинка в хвойном лесу: мох и папоротник между высокими стволами',
      en: 'A narrow path through a conifer forest: moss and ferns between tall trunks',
    },
    credit: {
      work: 'Path',
      author: person(RISTO),
      ...LGPL_3,
      source: PLASMA.source('Path'),
      sourceUrl: PLASMA.sourceUrl,
      changes: SCALED,
    },
  },
  woodenPier: {
    ...photo('wooden-pier', 1920, 1200),
    alt: {
      ru: 'Деревянные мостки уходят в туман над озером, чёрно-белый снимок',
      en: 'A wooden pier running out into the fog over a lake, in black and white',
    },
    credit: {
      work: 'Cold Ripple',
      author: person(RISTO),
      ...LGPL_3,
      source: PLASMA.source('Cold Ripple'),
      sourceUrl: PLASMA.sourceUrl,
      changes: SCALED,
    },
  },
  rowingBoats: {
    ...photo('rowing-boats', 1920, 1200),
    alt: {
      ru: 'Деревянные вёсельные лодки на галечном берегу озера на закате',
      en: 'Wooden rowing boats drawn up on a pebbly lake shore at sunset',
    },
    credit: {
      work: 'Evening Glow',
      author: person('Ian Hex (KDE)'),
      ...LGPL_3,
      source: PLASMA.source('Evening Glow'),
      sourceUrl: PLASMA.sourceUrl,
      changes: SCALED,
    },
  },
  woodPlanks: {
    ...photo('wood-planks', 1920, 1200),
    alt: {
      ru: 'Доски деревянного настила у самой воды крупным планом, за ними озеро и лес',
      en: 'Close-up of wooden deck boards at the water’s edge, with a lake and forest beyond',
    },
    credit: {
      work: 'By the water',
      author: person('Maciej Wiklo (KDE)'),
      ...LGPL_3,
      source: PLASMA.source('By the water'),
      sourceUrl: PLASMA.sourceUrl,
      changes: SCALED,
    },
  },
  autumnHills: {
    ...photo('autumn-hills', 1920, 1278),
    alt: {
      ru: 'Осенние холмы: рыжий лес, зелёный луг и горный хребет вдали',
      en: 'Autumn hills: russet woods, a green meadow and a mountain ridge beyond',
    },
    credit: {
      work: 'Aitzgorri',
      author: person(AITZOL),
      ...CC_BY_4,
      source: LOMIRI.source('Aitzgorri'),
      sourceUrl: LOMIRI.sourceUrl,
      changes: SCALED,
    },
  },
  streamStones: {
    ...photo('stream-stones', 1600, 1065),
    alt: {
      ru: 'Лесной ручей сбегает каскадами по замшелым камням',
      en: 'A forest stream running down in small cascades over mossy rocks',
    },
    credit: {
      work: 'Life',
      author: person(AITZOL),
      ...CC_BY_4,
      source: LOMIRI.source('Life'),
      sourceUrl: LOMIRI.sourceUrl,
      changes: SCALED,
    },
  },
  weatheredBoards: {
    ...photo('weathered-boards', 1720, 700),
    alt: {
      ru: 'Серые выветренные доски старой постройки рядом со свежими строгаными досками',
      en: 'Grey weathered boards of an old building beside fresh planed planks',
    },
    credit: {
      work: 'Friends',
      author: person(AITZOL),
      ...CC_BY_4,
      source: LOMIRI.source('Friends'),
      sourceUrl: LOMIRI.sourceUrl,
      changes: CROPPED,
    },
  },
  woodGrain: {
    ...photo('wood-grain', 1920, 1440),
    alt: {
      ru: 'Фактура светлой выветренной древесины крупным планом',
      en: 'Close-up of the grain of pale weathered wood',
    },
    credit: {
      work: 'Wood',
      author: person('Jean-François Fortin Tam'),
      ...GPL_2_PLUS,
      source: MATE.source('Wood'),
      sourceUrl: MATE.sourceUrl,
      changes: TONED,
    },
  },

  // Project illustrations: a drawing over a photo; they carry the photo's licence ----------------------------------
  projectWoodenChurch: {
    ...project('wooden-church'),
    alt: {
      ru: 'Рисунок: деревянная шатровая церковь с трапезной и алтарём на еловом острове отражается в озере белой ночью',
      en: 'Illustration: a wooden tented-roof church with its refectory and apse on a spruce island, reflected in a lake on a white night',
    },
    credit: {
      work: 'Summer 1am',
      author: photoAndDrawing(RISTO),
      ...LGPL_3,
      source: PLASMA.source('Summer 1am'),
      sourceUrl: PLASMA.sourceUrl,
      changes: WITH_DRAWING(SCALED),
    },
  },
  projectManor: {
    ...project('manor'),
    alt: {
      ru: 'Рисунок: усадебный дом с колонным портиком, бельведером и флигелями среди парка, в тумане над озером горят окна',
      en: 'Illustration: a manor house with a columned portico, a belvedere and wings amid its park, its windows lit in the mist over a lake',
    },
    credit: {
      work: 'Darkest Hour',
      author: photoAndDrawing(RISTO),
      ...LGPL_3,
      source: PLASMA.source('Darkest Hour'),
      sourceUrl: PLASMA.sourceUrl,
      changes: WITH_DRAWING(SCALED),
    },
  },
  projectBellTower: {
    ...project('bell-tower'),
    alt: {
      ru: 'Рисунок: деревянная шатровая колокольня с открытой звонницей среди елей на берегу озера в сумерках',
      en: 'Illustration: a wooden tented bell tower with an open belfry among spruces on a lake shore at dusk',
    },
    credit: {
      work: 'Summer 1am',
      author: photoAndDrawing(RISTO),
      ...LGPL_3,
      source: PLASMA.source('Summer 1am'),
      sourceUrl: PLASMA.sourceUrl,
      changes: WITH_DRAWING({ ru: 'кадрировано, отражено и уменьшено', en: 'cropped, mirrored and scaled down' }),
    },
  },
  projectMill: {
    ...project('mill'),
    alt: {
      ru: 'Рисунок: деревянная ветряная мельница-столбовка на холме против закатного солнца',
      en: 'Illustration: a wooden post windmill on a hilltop against the setting sun',
    },
    credit: {
      work: 'Sunset',
      author: photoAndDrawing(AITZOL),
      ...CC_BY_4,
      source: LOMIRI.source('Sunset'),
      sourceUrl: LOMIRI.sourceUrl,
      changes: WITH_DRAWING(CROPPED),
    },
  },
  projectMerchantHouse: {
    ...project('merchant-house'),
    alt: {
      ru: 'Рисунок: двухэтажный купеческий дом — каменный низ, деревянный верх, мезонин — и ворота на берегу туманного озера',
      en: 'Illustration: a two-storey merchant’s house — stone below, timber above, with a mezzanine — and its gate on the shore of a misty lake',
    },
    credit: {
      work: 'Darkest Hour',
      author: photoAndDrawing(RISTO),
      ...LGPL_3,
      source: PLASMA.source('Darkest Hour'),
      sourceUrl: PLASMA.sourceUrl,
      changes: WITH_DRAWING(CROPPED),
    },
  },
  projectChapel: {
    ...project('chapel'),
    alt: {
      ru: 'Рисунок: маленькая деревянная часовня и поклонный крест на острове в тумане, к ним ведут деревянные мостки',
      en: 'Illustration: a small wooden chapel and a roofed worship cross on an island in the fog, at the end of a wooden pier',
    },
    credit: {
      work: 'Cold Ripple',
      author: photoAndDrawing(RISTO),
      ...LGPL_3,
      source: PLASMA.source('Cold Ripple'),
      sourceUrl: PLASMA.sourceUrl,
      changes: WITH_DRAWING(SCALED),
    },
  },

  // The foundation's mark ----------------------------------------------------------------------------------------
  logo: {
    ...drawing('logo.svg', 64),
    alt: {
      ru: 'Знак фонда: деревянная шатровая церковь с луковичной главкой и крестом',
      en: 'The foundation’s mark: a wooden tented-roof church with an onion dome and a cross',
    },
  },
  logoLight: {
    ...drawing('logo-light.svg', 64),
    alt: {
      ru: 'Знак фонда: деревянная шатровая церковь с луковичной главкой и крестом (светлый, для тёмного фона)',
      en: 'The foundation’s mark: a wooden tented-roof church with an onion dome and a cross (light, for dark backgrounds)',
    },
  },

  // Feature icons ------------------------------------------------------------------------------------------------
  iconRestoration: {
    ...drawing('icons/restoration.svg', 48),
    alt: { ru: 'Кельма над кирпичной кладкой', en: 'A trowel above brickwork' },
  },
  iconResearch: {
    ...drawing('icons/research.svg', 48),
    alt: { ru: 'Документ и лупа', en: 'A document and a magnifying glass' },
  },
  iconVolunteers: {
    ...drawing('icons/volunteers.svg', 48),
    alt: { ru: 'Три человека рядом', en: 'Three people side by side' },
  },
  iconDonations: {
    ...drawing('icons/donations.svg', 48),
    alt: { ru: 'Сердце над раскрытой ладонью', en: 'A heart above an open hand' },
  },
  iconCarpentry: {
    ...drawing('icons/carpentry.svg', 48),
    alt: { ru: 'Плотницкий топор', en: 'A carpenter’s axe' },
  },
  iconHeritage: {
    ...drawing('icons/heritage.svg', 48),
    alt: { ru: 'Деревянная церковь с шатром и главкой', en: 'A wooden church with a tented roof and a dome' },
  },

  // Partners' marks ----------------------------------------------------------------------------------------------
  partnerArchive: {
    ...drawing('partners/archive.svg', 96),
    alt: { ru: 'Областной архив', en: 'Regional archive' },
  },
  partnerUniversity: {
    ...drawing('partners/university.svg', 96),
    alt: { ru: 'Архитектурный университет', en: 'University of architecture' },
  },
  partnerDiocese: {
    ...drawing('partners/diocese.svg', 96),
    alt: { ru: 'Епархия', en: 'Diocese' },
  },
  partnerMuseum: {
    ...drawing('partners/museum.svg', 96),
    alt: { ru: 'Музей деревянного зодчества', en: 'Museum of wooden architecture' },
  },

  // Social preview -----------------------------------------------------------------------------------------------
  openGraph: {
    file: '/site/og.jpg',
    width: 1200,
    height: 630,
    mimeType: JPEG,
    alt: {
      ru: 'Знак фонда на фоне северного озера белой ночью',
      en: 'The foundation’s mark over a northern lake on a white night',
    },
    credit: {
      work: 'Summer 1am',
      author: {
        ru: `фото — ${RISTO}; знак фонда — ${PROJECT_AUTHORS.ru} (CC0 1.0)`,
        en: `photo: ${RISTO}; the foundation’s mark: ${PROJECT_AUTHORS.en} (CC0 1.0)`,
      },
      ...LGPL_3,
      source: PLASMA.source('Summer 1am'),
      sourceUrl: PLASMA.sourceUrl,
      changes: {
        ru: 'кадрировано и уменьшено, поверх — знак фонда',
        en: 'cropped and scaled down, the foundation’s mark added over it',
      },
    },
  },
} as const satisfies Record<string, SiteImage>;

export type SiteImageKey = keyof typeof SITE_IMAGES;
