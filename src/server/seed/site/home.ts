import { figure, type FeatureSpec, type Placed, type Site, type SlideSpec } from './build';
import { FOUNDATION } from './foundation';
import { PROJECTS } from './project-list';
import type { ProjectIds } from './projects';
import type { SharedSections } from './shared';

const SLIDES: readonly SlideSpec[] = [
  {
    image: 'lakeDusk',
    title: { ru: 'Сохраним деревянный Север', en: 'Let’s save the wooden North' },
    subtitle: FOUNDATION.name,
    description: {
      ru: 'С 2010 года мы вернули к жизни 23 храма, часовни, усадьбы и мельницы в деревнях, куда не доходят государственные программы.',
      en: 'Since 2010 we have brought 23 churches, chapels, manors and mills back to life in villages that state programmes do not reach.',
    },
    buttons: [
      { title: { ru: 'Поддержать', en: 'Donate' }, url: '/donate', variant: 'primary' },
      { title: { ru: 'Наши проекты', en: 'Our projects' }, url: '/projects', variant: 'outline' },
    ],
  },
  {
    image: 'mistyLake',
    title: { ru: 'Храм на острове', en: 'A church on an island' },
    subtitle: { ru: 'Проект 2026 года', en: 'Project for 2026' },
    description: {
      ru: 'Никольская церковь в Кумжеве стоит на острове посреди озера почти триста лет. Сруб уже перебран, этим летом — кровля и лемех.',
      en: 'St Nicholas Church in Kumzhevo has stood on an island in the lake for almost three hundred years. The frame is reassembled; this summer, the roof and the shingles.',
    },
    buttons: [
      { title: { ru: 'О проекте', en: 'About the project' }, url: `/projects/${PROJECTS.church.slug}`, variant: 'primary' },
      { title: { ru: 'Все проекты', en: 'All projects' }, url: '/projects', variant: 'outline' },
    ],
  },
  {
    image: 'woodenPier',
    title: { ru: 'Лето с топором и рулеткой', en: 'A summer with an axe and a tape measure' },
    subtitle: { ru: 'Волонтёрские лагеря', en: 'Volunteer camps' },
    description: {
      ru: 'Пять смен по две недели: расчистка, обмеры, помощь плотникам. Опыт не нужен — нужны руки и желание.',
      en: 'Five two-week shifts: clearing sites, measuring, helping the carpenters. No experience needed, just willing hands.',
    },
    buttons: [
      { title: { ru: 'Стать волонтёром', en: 'Volunteer' }, url: '/contacts', variant: 'primary' },
      {
        title: { ru: 'Как прошло лето 2025', en: 'How summer 2025 went' },
        url: '/blog/articles/summer-camps-2025',
        variant: 'outline',
      },
    ],
  },
];

const WHAT_WE_DO: readonly FeatureSpec[] = [
  {
    icon: 'iconResearch',
    title: { ru: 'Экспедиции и обмеры', en: 'Expeditions and surveys' },
    description: {
      ru: 'Ищем забытые храмы и мельницы, обмеряем их и заносим в открытый каталог.',
      en: 'We find forgotten churches and mills, measure them and add them to an open catalogue.',
    },
  },
  {
    icon: 'iconRestoration',
    title: { ru: 'Реставрация', en: 'Restoration' },
    description: {
      ru: 'Перебираем срубы, меняем сгнившие венцы, консервируем росписи — по согласованному проекту.',
      en: 'We reassemble log frames, replace rotten courses and conserve paintings, following an approved project.',
    },
  },
  {
    icon: 'iconCarpentry',
    title: { ru: 'Плотницкая школа', en: 'Carpentry school' },
    description: {
      ru: 'Учим молодых плотников рубке в чашу, тёске топором и изготовлению лемеха.',
      en: 'We teach young carpenters corner notching, hewing with an axe and making aspen shingles.',
    },
  },
  {
    icon: 'iconVolunteers',
    title: { ru: 'Волонтёрские лагеря', en: 'Volunteer camps' },
    description: {
      ru: 'Каждое лето принимаем добровольцев: расчистка, подсобные работы, помощь мастерам.',
      en: 'Every summer we host volunteers: clearing sites, labouring, helping the masters.',
    },
  },
  {
    icon: 'iconHeritage',
    title: { ru: 'Жизнь после реставрации', en: 'Life after restoration' },
    description: {
      ru: 'Вместе с жителями придумываем, как восстановленная постройка будет жить дальше: праздники, службы, экскурсии.',
      en: 'With the villagers we work out how a restored building will be used: feasts, services, tours.',
    },
  },
  {
    icon: 'iconDonations',
    title: { ru: 'Открытая отчётность', en: 'Open reporting' },
    description: {
      ru: 'Публикуем сметы, акты и фотографии работ: каждый рубль можно проследить до конкретной стройки.',
      en: 'We publish budgets, certificates and photos of the works: every rouble can be traced to a specific site.',
    },
  },
];

const FIGURES: readonly FeatureSpec[] = [
  figure({ ru: '23', en: '23' }, { ru: 'постройки восстановлены с 2010 года', en: 'buildings restored since 2010' }),
  figure({ ru: '1 400', en: '1,400' }, { ru: 'волонтёров в летних лагерях', en: 'volunteers at summer camps' }),
  figure({ ru: '140', en: '140' }, { ru: 'построек обследовано в экспедициях', en: 'buildings surveyed on expeditions' }),
  figure({ ru: '7', en: '7' }, { ru: 'регионов Русского Севера', en: 'regions of the Russian North' }),
];

export function describeHome(site: Site, projectIds: ProjectIds, latestNews: Placed, shared: SharedSections): void {
  site.page({
    url: '/',
    title: 'Главная',
    description: FOUNDATION.description.ru,
    adminTitle: 'Home',
    meta: {
      ru: {
        title: FOUNDATION.name.ru,
        description: FOUNDATION.description.ru,
        keywords: 'деревянное зодчество, реставрация, Русский Север, благотворительный фонд, пожертвования, волонтёры',
      },
      en: {
        title: FOUNDATION.name.en,
        description: FOUNDATION.description.en,
        keywords: 'wooden architecture, restoration, Russian North, charity, donations, volunteers',
      },
    },
    widgets: [
      site.section({ adminTitle: 'Home: slider', variant: 'slider-default', slides: SLIDES }),
      site.section({
        adminTitle: 'Home: what we do',
        variant: 'features-default',
        title: { ru: 'Что мы делаем', en: 'What we do' },
        features: WHAT_WE_DO,
      }),
      site.ecommerce({
        adminTitle: 'Home: projects',
        variant: 'product-list-default',
        title: { ru: 'Проекты', en: 'Projects' },
        subtitle: { ru: 'Над чем работаем', en: 'What we are working on' },
        products: [projectIds.church, projectIds.merchantHouse, projectIds.chapel],
      }),
      site.section({ adminTitle: 'Home: figures', variant: 'features-default', features: FIGURES }),
      latestNews,
      shared.partners,
      shared.donateCall,
    ],
  });
}
