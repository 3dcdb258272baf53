import { figure, type Site } from './build';
import type { ProjectIds } from './projects';
import { richText, type Text } from './rich-text';

/** How donations are spent: the 2025 shares of the report for friends (friends-report.ts). */
const SPENDING = richText({
  ru: [
    'Мы не тратим пожертвования «на всё сразу». Каждый сбор открыт на конкретный этап конкретной постройки: замену венцов, кровлю, консервацию росписи. Когда этап оплачен, сбор закрывается, а на странице проекта появляются акты и фотографии.',
    { heading: 'Куда пошли деньги в 2025 году' },
    {
      list: [
        'работы и материалы на памятниках: лес, лемех, фундаменты, труд плотников и реставраторов;',
        'экспедиции, архивные исследования и волонтёрские лагеря;',
        'содержание фонда: две ставки сотрудников, бухгалтерия, офис, банковские комиссии.',
      ],
    },
    'Пожертвования без указания проекта идут туда, где деньги нужны срочнее всего, — обычно это противоаварийные работы: временная кровля, подпорки, защита сруба перед зимой.',
  ],
  en: [
    'We do not spend donations "on everything at once". Each appeal is opened for a specific stage of a specific building: new bottom courses, a roof, conservation of paintings. When the stage is paid for, the appeal closes, and certificates and photographs appear on the project page.',
    { heading: 'Where the money went in 2025' },
    {
      list: [
        'works and materials at the monuments: timber, shingles, foundations, the work of carpenters and conservators;',
        'expeditions, archive research and volunteer camps;',
        'running the foundation: two staff positions, accounting, the office, bank fees.',
      ],
    },
    'Donations not earmarked for a project go where money is needed most urgently, usually emergency works: a temporary roof, props, protecting a log frame before winter.',
  ],
});

/** Who is a friend of the foundation (friends.ts): whoever gives monthly, or has paid a donation to the foundation. */
const FRIENDSHIP = richText({
  ru: [
    'Друзья фонда поддерживают нас ежемесячно: выберите сумму, которую готовы отдавать каждый месяц, — она будет списываться автоматически, пока вы её не отмените. Другом фонда становится и тот, кто сделал «Пожертвование фонду» на любую сумму. Доли в проектах помогают своим стройкам, но другом фонда не делают.',
    'Друзья читают подробный отчёт о расходах фонда: сметы, акты и платёжные ведомости по каждому этапу. Он открывается в аккаунте сразу после оплаты. Если вы жертвовали без регистрации, зарегистрируйтесь или войдите в том же браузере — пожертвование и звание друга перейдут в ваш аккаунт. Из другого браузера задайте пароль через «Забыли пароль?» для почты, которую указали при оплате: ссылка из письма подтвердит адрес и перенесёт пожертвования.',
  ],
  en: [
    'Friends of the foundation support us every month: choose the amount you are ready to give each month, and it is charged automatically until you cancel it. Whoever has made a "Donation to the foundation", of any amount, becomes a friend too. Shares in projects help their own sites but do not make one a friend.',
    'Friends read the foundation’s detailed spending report: estimates, certificates and payment records for every stage. It opens in the account as soon as the donation is paid. If you gave without registering, register or sign in in the same browser: the donation and the friendship come into your account. From another browser, set a password through "Forgot your password?" for the email you gave when paying: the link in the message proves the address and brings the donations.',
  ],
});

/** The friends' monthly gift at its levels, as a list of products (a card per level, in roubles or euros). */
const monthlyGifts = (site: Site, monthlyIds: readonly string[], adminTitle: string, title: Text, anchor?: string) =>
  site.ecommerce({
    adminTitle,
    variant: 'product-list-default',
    title,
    subtitle: {
      ru: 'Ежемесячное пожертвование в рублях или евро: выберите сумму, отменить можно в любой момент',
      en: 'A monthly donation in roubles or euros: choose the amount, cancel at any time',
    },
    products: monthlyIds,
    ...(anchor ? { anchor } : {}),
  });

/**
 * `/friends`: «Стать другом фонда», the friends' monthly gift at its levels and what friendship gives, where the
 * report for friends and the footer send whoever wants to become one.
 */
export function describeFriends(site: Site, monthlyIds: readonly string[]): void {
  site.page({
    url: '/friends',
    title: 'Стать другом фонда',
    description: 'Ежемесячная поддержка фонда «Венец» и что она даёт',
    adminTitle: 'Become a friend',
    meta: {
      ru: {
        title: 'Стать другом фонда — Фонд «Венец»',
        description:
          'Друзья фонда поддерживают реставрацию ежемесячно: 500, 1 000 или 3 000 ₽ в месяц. Им открыт подробный отчёт о расходах.',
        keywords: 'друг фонда, ежемесячное пожертвование, подписка, благотворительность, реставрация',
      },
      en: {
        title: 'Become a friend — Venets Foundation',
        description:
          'Friends of the foundation support restoration every month: €5, €10 or €30 a month. The detailed spending report is open to them.',
        keywords: 'friend of the foundation, monthly donation, subscription, charity, restoration',
      },
    },
    widgets: [
      site.section({
        adminTitle: 'Friends: heading',
        variant: 'content-heading-default',
        title: { ru: 'Стать другом фонда', en: 'Become a friend of the foundation' },
        subtitle: {
          ru: 'Ежемесячная поддержка, на которой держится работа фонда',
          en: 'The monthly support the foundation’s work rests on',
        },
        files: ['woodGrain'],
      }),
      monthlyGifts(site, monthlyIds, 'Friends: monthly gift', { ru: 'Выберите сумму в месяц', en: 'Choose a monthly amount' }),
      site.section({
        adminTitle: 'Friends: what friendship gives',
        variant: 'content-default',
        title: { ru: 'Кто такие друзья фонда', en: 'Who the friends of the foundation are' },
        description: FRIENDSHIP,
      }),
    ],
  });
}

/**
 * `/donate`: the general donation and the projects still raising money for their stage, the friends' monthly gift, then
 * how donations are spent.
 */
export function describeDonate(site: Site, donationId: string, monthlyIds: readonly string[], projectIds: ProjectIds): void {
  site.page({
    url: '/donate',
    variant: 'donate',
    title: 'Помочь',
    description: 'Как поддержать фонд «Венец» и на что идут пожертвования',
    adminTitle: 'Donate',
    meta: {
      ru: {
        title: 'Помочь — Фонд «Венец»',
        description:
          'Поддержите реставрацию деревянных храмов, усадеб и мельниц Русского Севера. Рассказываем, на что идёт каждый рубль.',
        keywords: 'пожертвование, помочь, благотворительность, реставрация, друг фонда',
      },
      en: {
        title: 'Donate — Venets Foundation',
        description:
          'Support the restoration of the wooden churches, manors and mills of the Russian North. We show where every rouble goes.',
        keywords: 'donate, help, charity, restoration, friend of the foundation',
      },
    },
    widgets: [
      site.section({
        adminTitle: 'Donate: heading',
        variant: 'content-heading-default',
        title: { ru: 'Помочь фонду', en: 'Support the foundation' },
        subtitle: { ru: 'Каждый рубль — на конкретную стройку', en: 'Every rouble goes to a specific site' },
        files: ['woodPlanks'],
      }),
      site.ecommerce({
        adminTitle: 'Donate: appeals',
        variant: 'product-list-default',
        title: { ru: 'Выберите, чему помочь', en: 'Choose what to support' },
        subtitle: {
          ru: 'Доли в этапах, на которые мы собираем сейчас, и пожертвование на работу фонда',
          en: 'Shares in the stages we are raising money for now, and a donation to the foundation’s work',
        },
        products: [donationId, projectIds.church, projectIds.merchantHouse, projectIds.chapel],
      }),
      site.section({
        adminTitle: 'Donate: friends of the foundation',
        variant: 'content-default',
        title: { ru: 'Как стать другом фонда', en: 'How to become a friend of the foundation' },
        description: FRIENDSHIP,
      }),
      // The friends' monthly gift, where a CRM form once took amounts nobody could charge (issue 29).
      monthlyGifts(
        site,
        monthlyIds,
        'Donate: monthly gift',
        { ru: 'Стать другом фонда', en: 'Become a friend of the foundation' },
        'become-a-friend',
      ),
      site.section({
        adminTitle: 'Donate: how donations are spent',
        variant: 'content-default',
        title: { ru: 'Как мы тратим пожертвования', en: 'How we spend donations' },
        description: SPENDING,
      }),
      site.section({
        adminTitle: 'Donate: spending shares',
        variant: 'features-default',
        title: { ru: 'Расходы 2025 года', en: 'Spending in 2025' },
        features: [
          figure(
            { ru: '77 %', en: '77%' },
            { ru: 'работы и материалы на памятниках', en: 'works and materials at the monuments' },
          ),
          figure({ ru: '13 %', en: '13%' }, { ru: 'экспедиции, исследования и лагеря', en: 'expeditions, research and camps' }),
          figure(
            { ru: '10 %', en: '10%' },
            { ru: 'содержание фонда и комиссии банков', en: 'running the foundation and bank fees' },
          ),
        ],
      }),
    ],
  });
}
