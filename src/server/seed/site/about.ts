import type { FeatureSpec, Site } from './build';
import { richText } from './rich-text';
import type { SharedSections } from './shared';

const STORY = richText({
  ru: [
    'Фонд «Венец» начался с часовни, которой больше нет. В 2009 году студенты-архитекторы на практике обмеряли её в деревне на Пинеге, а следующей весной узнали, что крыша не выдержала снега. Обмеры остались, часовня — нет.',
    'В 2010 году мы зарегистрировали фонд, чтобы успевать раньше. Сегодня в команде восемь сотрудников, две постоянные плотницкие бригады и сотни волонтёров каждое лето. Мы работаем в семи регионах Русского Севера и восстановили 23 постройки: церкви, часовни, колокольни, усадьбы, мельницы, купеческие дома.',
    { heading: 'Наши принципы' },
    {
      list: [
        'Сохраняем подлинное: меняем только то, что нельзя спасти, и теми же приёмами, какими строили.',
        'Работаем по проекту, согласованному с органами охраны наследия.',
        'Нанимаем местных плотников и учим молодых — чтобы после нас было кому чинить.',
        'Отчитываемся публично: сметы, акты и фотографии каждого этапа.',
      ],
    },
  ],
  en: [
    'The Venets Foundation began with a chapel that no longer exists. In 2009 architecture students on a placement measured it in a village on the Pinega, and the next spring they learnt that its roof had given way under the snow. The drawings survived; the chapel did not.',
    'In 2010 we registered the foundation so as to get there in time. Today the team has eight staff, two permanent carpentry crews and hundreds of volunteers every summer. We work in seven regions of the Russian North and have restored 23 buildings: churches, chapels, bell towers, manors, mills and merchant houses.',
    { heading: 'Our principles' },
    {
      list: [
        'We keep what is authentic: we replace only what cannot be saved, using the same techniques the builders used.',
        'We work to a project approved by the heritage protection authorities.',
        'We hire local carpenters and train young ones, so that someone will be there to do repairs after us.',
        'We report publicly: budgets, certificates and photographs of every stage.',
      ],
    },
  ],
});

const HOW_WE_CHOOSE: readonly FeatureSpec[] = [
  {
    title: { ru: 'Ценность', en: 'Value' },
    description: {
      ru: 'Постройка редкая для своей местности или хранит подлинные детали: росписи, резьбу, старые конструкции.',
      en: 'The building is rare for its area or keeps original details: paintings, carving, old structures.',
    },
  },
  {
    title: { ru: 'Срочность', en: 'Urgency' },
    description: {
      ru: 'Без помощи она не переживёт ближайшие зимы: течёт кровля, гниют нижние венцы, сруб кренится.',
      en: 'Without help it will not survive the next few winters: the roof leaks, the bottom courses rot, the frame leans.',
    },
  },
  {
    title: { ru: 'Люди рядом', en: 'People nearby' },
    description: {
      ru: 'В деревне есть те, кто будет беречь постройку после нас: община, школа, музей или просто соседи.',
      en: 'There are people in the village who will look after the building once we leave: a parish, a school, a museum or simply neighbours.',
    },
  },
];

/** Press mentions; their slugs hold no `:`, so none links: the outlets are generic and there is no source to link to. */
const MEDIA: readonly FeatureSpec[] = [
  {
    subtitle: { ru: 'Областная газета', en: 'Regional newspaper' },
    title: {
      ru: 'Плотники из Кумжева меняют венцы, которым почти триста лет',
      en: 'Kumzhevo carpenters replace logs almost three hundred years old',
    },
  },
  {
    subtitle: { ru: 'Региональное радио', en: 'Regional radio' },
    title: { ru: 'Мельница, которую собрали по семейной фотографии', en: 'The mill rebuilt from a family photograph' },
  },
  {
    subtitle: { ru: 'Журнал об архитектуре', en: 'Architecture magazine' },
    title: {
      ru: 'Переборка вместо новодела: опыт фонда «Венец»',
      en: 'Reassembly, not replicas: the Venets Foundation’s approach',
    },
  },
  {
    subtitle: { ru: 'Региональное телевидение', en: 'Regional television' },
    title: { ru: 'Двести волонтёров за одно лето', en: 'Two hundred volunteers in one summer' },
  },
].map((media, index) => ({ ...media, variant: 'media-default' as const, slug: `media-${index + 1}` }));

/** The foundation's figures of the site itself, counted from its records (docs/decisions/0053). */
function describeFigures(site: Site, rubId: string) {
  return [
    site.analytic({
      adminTitle: 'About: raised on the site this year',
      variant: 'progress-default',
      metric: 'donations-amount',
      period: 'this-year',
      billingModuleCurrencyId: rubId,
      goal: '10000000.00',
      subtitle: { ru: 'Цель года', en: 'This year’s goal' },
      title: { ru: 'Собрано на сайте с начала года', en: 'Raised on the site this year' },
      description: {
        ru: 'Пожертвования в рублях, оплаченные на сайте; счёт обновляется каждые четверть часа.',
        en: 'Donations in roubles paid on the site; the figure is brought up to date every quarter of an hour.',
      },
    }),
    site.analytic({
      adminTitle: 'About: friends of the foundation',
      variant: 'figure-default',
      metric: 'new-friends',
      period: 'all-time',
      title: { ru: 'Стали друзьями фонда на сайте', en: 'Became friends of the foundation on the site' },
      description: {
        ru: 'Те, кто поддерживает нас ежемесячным пожертвованием.',
        en: 'People who support us with a monthly gift.',
      },
    }),
  ];
}

export function describeAbout(site: Site, shared: SharedSections, rubId: string): void {
  site.page({
    url: '/about',
    title: 'О фонде',
    description: 'История фонда «Венец», принципы работы и команда',
    adminTitle: 'About',
    meta: {
      ru: {
        title: 'О фонде — Фонд «Венец»',
        description: 'Как появился фонд, как мы выбираем постройки для спасения и кто работает в команде.',
        keywords: 'о фонде, история, команда, принципы реставрации',
      },
      en: {
        title: 'About — Venets Foundation',
        description: 'How the foundation began, how we choose which buildings to save and who is on the team.',
        keywords: 'about, history, team, restoration principles',
      },
    },
    widgets: [
      site.section({
        adminTitle: 'About: heading',
        variant: 'content-heading-default',
        title: { ru: 'О фонде', en: 'About us' },
        subtitle: { ru: 'Спасаем деревянный Север с 2010 года', en: 'Saving the wooden North since 2010' },
        files: ['autumnHills'],
      }),
      site.section({
        adminTitle: 'About: story',
        variant: 'content-default',
        title: { ru: 'Как всё началось', en: 'How it began' },
        description: STORY,
      }),
      site.section({
        adminTitle: 'About: how we choose',
        variant: 'features-default',
        title: { ru: 'Как мы выбираем, что спасать', en: 'How we choose what to save' },
        features: HOW_WE_CHOOSE,
      }),
      ...describeFigures(site, rubId),
      site.rbac({
        adminTitle: 'About: team',
        variant: 'subject-list-default',
        title: { ru: 'Команда', en: 'Team' },
        anchor: 'team',
      }),
      site.section({
        adminTitle: 'About: in the media',
        variant: 'media-about-default',
        title: { ru: 'О нас пишут', en: 'In the media' },
        features: MEDIA,
      }),
      shared.partners,
    ],
  });
}
