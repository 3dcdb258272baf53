import type { ArticleSpec } from './news-categories';

/**
 * The yearly report: a public summary for everyone, the detailed budget as private content that only the friends of
 * the foundation (the `friend` role, friends.ts) read. Its figures are the ones the donate page quotes.
 */
export const FRIENDS_REPORT = {
  slug: 'friends-report-2025',
  adminTitle: 'Report for friends 2025',
  published: '2026-02-10',
  image: 'woodGrain',
  categories: ['events'],
  projects: ['church', 'bellTower', 'mill', 'merchantHouse', 'manor'],
  title: { ru: 'Отчёт для друзей фонда: 2025 год', en: 'Report for the friends of the foundation: 2025' },
  subtitle: {
    ru: 'Сколько мы собрали, на что потратили и что переходит на следующий год.',
    en: 'How much we raised, what we spent it on, and what carries over to next year.',
  },
  body: {
    ru: [
      'В 2025 году фонд получил 14,1 млн ₽ и потратил 13,5 млн ₽. 77 % расходов пришлись на работы и материалы на памятниках, 13 % — на экспедиции, исследования и волонтёрские лагеря, 10 % — на содержание фонда и банковские комиссии.',
      'Закончены колокольня в Верхнем Чурове и мельница в Мякишеве, в Кумжеве перебран сруб, в доме Зыкова укреплена роспись первой комнаты.',
      'Подробная смета по каждому объекту, с подрядчиками и ценами, — для друзей фонда: тех, кто поддерживает нас ежемесячно. Войдите в свой аккаунт, чтобы её увидеть. Годовая бухгалтерская отчётность фонда, как и раньше, открыта всем.',
    ],
    en: [
      'In 2025 the foundation received ₽14.1 million and spent ₽13.5 million. 77% of spending went on works and materials at the monuments, 13% on expeditions, research and volunteer camps, and 10% on running the foundation and bank fees.',
      'The bell tower in Verkhneye Churovo and the Myakishevo mill are finished, the Kumzhevo frame has been reassembled, and the paintings of the first room in the Zykov house are secured.',
      "The detailed budget for each site, with contractors and prices, is for the friends of the foundation: those who support us every month. Sign in to see it. The foundation's annual accounts remain open to everyone, as before.",
    ],
  },
  privateContent: {
    ru: [
      { heading: 'Поступления: 14,1 млн ₽' },
      {
        list: [
          'разовые пожертвования — 7,6 млн ₽ от 3 912 человек;',
          'ежемесячные пожертвования друзей фонда — 3,0 млн ₽ от 540 человек;',
          'гранты и партнёрские программы — 2,4 млн ₽;',
          'пожертвования компаний — 1,1 млн ₽.',
        ],
      },
      { heading: 'Расходы: 13,5 млн ₽' },
      {
        list: [
          'Никольская церковь в Кумжеве — 3,9 млн ₽: лиственница на 61 бревно (1,1 млн ₽), работа бригады (2,2 млн ₽), фундамент и техника (0,6 млн ₽);',
          'колокольня в Верхнем Чурове — 2,6 млн ₽: выправление крена и столбы звона (1,5 млн ₽), лемех и кровельные работы (1,1 млн ₽);',
          'мельница в Мякишеве — 1,6 млн ₽: опорный столб с доставкой (0,4 млн ₽), плотницкие работы (0,9 млн ₽), крылья (0,3 млн ₽);',
          'дом Зыкова в Заозерье — 1,4 млн ₽: кровля (0,8 млн ₽), консервация росписей (0,6 млн ₽);',
          'усадьба Рязанцевых — 0,9 млн ₽: обмерные чертежи и проект реставрации;',
          'экспедиции и архивные исследования — 0,8 млн ₽;',
          'волонтёрские лагеря — 1,0 млн ₽: питание, проживание, страховка, инструмент;',
          'содержание фонда — 1,1 млн ₽: две ставки сотрудников, бухгалтерия, аренда офиса;',
          'банковские и платёжные комиссии — 0,2 млн ₽.',
        ],
      },
      { heading: 'Остаток: 0,6 млн ₽' },
      'Остаток целиком зарезервирован на часовню Флора и Лавра в Ершовке: работы начнутся летом 2026 года, когда будет собрана вся смета (1,9 млн ₽).',
      'Акты выполненных работ и договоры с подрядчиками можно запросить у директора фонда — пришлём в течение недели.',
    ],
    en: [
      { heading: 'Income: ₽14.1 million' },
      {
        list: [
          'one-off donations: ₽7.6 million from 3,912 people;',
          'monthly donations from friends of the foundation: ₽3.0 million from 540 people;',
          'grants and partner programmes: ₽2.4 million;',
          'corporate donations: ₽1.1 million.',
        ],
      },
      { heading: 'Spending: ₽13.5 million' },
      {
        list: [
          'St Nicholas Church in Kumzhevo: ₽3.9 million, of which larch for 61 logs ₽1.1 million, the crew’s work ₽2.2 million, foundation and machinery ₽0.6 million;',
          'the bell tower in Verkhneye Churovo: ₽2.6 million, of which correcting the lean and the belfry posts ₽1.5 million, shingles and roofing ₽1.1 million;',
          'the Myakishevo mill: ₽1.6 million, of which the main post with delivery ₽0.4 million, carpentry ₽0.9 million, the sails ₽0.3 million;',
          'the Zykov house in Zaozerye: ₽1.4 million, of which the roof ₽0.8 million, conservation of the paintings ₽0.6 million;',
          'the Ryazantsev manor: ₽0.9 million for measured drawings and the restoration project;',
          'expeditions and archive research: ₽0.8 million;',
          'volunteer camps: ₽1.0 million for food, lodging, insurance and tools;',
          'running the foundation: ₽1.1 million for two staff positions, accounting and office rent;',
          'bank and payment fees: ₽0.2 million.',
        ],
      },
      { heading: 'Balance: ₽0.6 million' },
      'The balance is reserved in full for the Chapel of Florus and Laurus in Yershovka: work will start in summer 2026, once the whole budget (₽1.9 million) is raised.',
      "Certificates of completed works and contracts with contractors are available from the foundation's director on request; we will send them within a week.",
    ],
  },
} as const satisfies ArticleSpec;
