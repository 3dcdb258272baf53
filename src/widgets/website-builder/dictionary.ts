import type { Language } from '@/shared/languages';

/** The website-builder widgets' own words (not content): labels of controls and landmarks, in each language of the site. */
export const WEBSITE_BUILDER_DICTIONARY = {
  en: {
    menu: 'Menu',
    closeMenu: 'Close menu',
    mainNavigation: 'Main menu',
    footerNavigation: 'Site sections',
    language: 'Language',
    home: 'Home page',
    carousel: 'carousel',
    slide: 'slide',
    slides: 'Slides',
    chooseSlide: 'Choose a slide',
    previousSlide: 'Previous slide',
    nextSlide: 'Next slide',
    /** `{index}` and `{count}` are replaced. */
    slideOf: 'Slide {index} of {count}',
    readAtSource: 'Read at the source',
    categories: 'Categories',
    gallery: 'Gallery',
  },
  ru: {
    menu: 'Меню',
    closeMenu: 'Закрыть меню',
    mainNavigation: 'Основное меню',
    footerNavigation: 'Разделы сайта',
    language: 'Язык',
    home: 'Главная страница',
    carousel: 'карусель',
    slide: 'слайд',
    slides: 'Слайды',
    chooseSlide: 'Выбор слайда',
    previousSlide: 'Предыдущий слайд',
    nextSlide: 'Следующий слайд',
    slideOf: 'Слайд {index} из {count}',
    readAtSource: 'Читать в источнике',
    categories: 'Категории',
    gallery: 'Галерея',
  },
} as const satisfies Record<Language, Record<string, string>>;

export const websiteBuilderDictionary = (language: Language) => WEBSITE_BUILDER_DICTIONARY[language];

/** "Слайд 2 из 3": the name of a slide and of the dot that shows it (1-based). */
export const slideOf = (language: Language, index: number, count: number) =>
  WEBSITE_BUILDER_DICTIONARY[language].slideOf.replace('{index}', String(index + 1)).replace('{count}', String(count));

/** Each language's name in itself: the title of its link in the language switch. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ru: 'Русский' };
