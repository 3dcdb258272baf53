import type { Site } from './build';

/**
 * The shop's pages: any product, the store and a category from the url (the general donation and whatever an editor
 * adds; the projects have their own pages), and the visitor's donations, basket and history, and one donation's page.
 */
export function describeShopPages(site: Site): void {
  site.page({
    url: '/ecommerce/products/[ecommerce.products.slug]',
    title: 'Сбор',
    description: 'Сбор фонда: на что он и сколько стоит доля',
    adminTitle: 'Product',
    meta: {
      ru: {
        title: 'Сбор фонда «Венец»',
        description: 'На что идут деньги, сколько стоит одна доля и как помочь.',
        keywords: 'пожертвование, сбор, реставрация, благотворительность',
      },
      en: {
        title: 'A Venets Foundation appeal',
        description: 'What the money goes to, what one share costs and how to give.',
        keywords: 'donation, appeal, restoration, charity',
      },
    },
    widgets: [site.ecommerce({ adminTitle: 'Product: overview', variant: 'product-overview-default' })],
  });
  site.page({
    url: '/ecommerce/stores/[ecommerce.stores.slug]',
    title: 'Сборы',
    description: 'Все сборы фонда',
    adminTitle: 'Store',
    meta: {
      ru: {
        title: 'Сборы — Фонд «Венец»',
        description: 'Все сборы фонда: доли в этапах наших проектов и пожертвование на работу фонда.',
        keywords: 'пожертвование, сборы, реставрация, деревянное зодчество',
      },
      en: {
        title: 'Appeals — Venets Foundation',
        description: 'All the foundation’s appeals: shares in the stages of our projects and a donation to its work.',
        keywords: 'donation, appeals, restoration, wooden architecture',
      },
    },
    widgets: [site.ecommerce({ adminTitle: 'Store: overview', variant: 'store-overview-default' })],
  });
  site.page({
    url: '/ecommerce/categories/[ecommerce.categories.slug]',
    title: 'Сборы по теме',
    description: 'Сборы фонда одной темы',
    adminTitle: 'Product category',
    meta: {
      ru: {
        title: 'Сборы по теме — Фонд «Венец»',
        description: 'Сборы фонда одной темы: храмы, усадьбы и мельницы или работа самого фонда.',
        keywords: 'пожертвование, сборы, храмы, усадьбы, мельницы',
      },
      en: {
        title: 'Appeals by topic — Venets Foundation',
        description: 'The foundation’s appeals on one topic: churches, manors and mills, or the work of the foundation itself.',
        keywords: 'donation, appeals, churches, manors, mills',
      },
    },
    widgets: [site.ecommerce({ adminTitle: 'Product category: overview', variant: 'category-overview-default' })],
  });
  site.page({
    url: '/ecommerce/orders',
    title: 'Мои пожертвования',
    description: 'История пожертвований и корзина',
    adminTitle: 'My donations',
    meta: {
      ru: {
        title: 'Мои пожертвования — Фонд «Венец»',
        description: 'Что вы собираетесь поддержать и что уже поддержали: корзина и история ваших пожертвований.',
        keywords: 'мои пожертвования, корзина, история',
      },
      en: {
        title: 'My donations — Venets Foundation',
        description: 'What you are about to support and what you have supported: your basket and donation history.',
        keywords: 'my donations, basket, history',
      },
    },
    widgets: [
      site.section({
        adminTitle: 'My donations: heading',
        variant: 'content-heading-default',
        title: { ru: 'Мои пожертвования', en: 'My donations' },
        subtitle: { ru: 'Что вы уже поддержали', en: 'What you have supported' },
        files: ['rowingBoats'],
      }),
      site.ecommerce({ adminTitle: 'My donations: orders', variant: 'order-list-default' }),
    ],
  });
  // One donation's own page, linked from its card above: any id of the database's form renders it, shown to its owner only.
  site.page({
    url: '/ecommerce/orders/[ecommerce.orders.id]',
    title: 'Пожертвование',
    description: 'Одно из ваших пожертвований',
    adminTitle: 'My donation',
    meta: {
      ru: {
        title: 'Пожертвование — Фонд «Венец»',
        description: 'Одно из ваших пожертвований: когда, на что и сколько, его статус и квитанция.',
        keywords: 'пожертвование, квитанция',
      },
      en: {
        title: 'Donation — Venets Foundation',
        description: 'One of your donations: when, to what and how much, its status and receipt.',
        keywords: 'donation, receipt',
      },
    },
    widgets: [
      site.ecommerce({
        adminTitle: 'My donation: overview',
        variant: 'order-overview-default',
        title: { ru: 'Пожертвование', en: 'Donation' },
        subtitle: { ru: 'Мои пожертвования', en: 'My donations' },
      }),
    ],
  });
}
