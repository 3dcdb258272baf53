import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_PAGE_PATH } from '../../../shared/chat-paths';
import { richTextToPlain } from '../../../shared/localized-text';
import { openTestDatabase, type TestDatabase } from '../../../../tests/helpers/database';
import { composePage, type PlacedWidget } from '../../modules/host/page-composition.service';
import { registry } from '../../../shared/registry/generated';
import { createCaller } from '../../trpc/app-router';
import { trustedContext } from '../../platform/context/context';
import { seed } from '..';
import { ADMIN_ORDER } from '../../db/admin-order';
import { FOUNDATION } from './foundation';
import { COORDINATOR_SLUG } from './people';
import { NEWSLETTER_SLUGS } from './newsletters';
import { SITE_ANNOUNCEMENTS_SLUG } from './announcements';
import { SITE_IMAGES, type SiteImage } from './images';
import { PROJECTS } from './project-list';
import { DONATION, MONTHLY_GIFTS } from './shop';
import { parseInterval } from '../../../shared/subscriptions';
import { pricesOfProducts } from '../../modules/ecommerce/prices.service';

const PROJECT_SLUGS = Object.values(PROJECTS).map((project) => project.slug);
const MONTHLY_SLUGS = MONTHLY_GIFTS.map((level) => level.slug);

const PAGE_URLS = [
  '/',
  '/500',
  '/about',
  '/blog',
  '/blog/articles/[blog.articles.slug]',
  '/blog/categories/[blog.categories.slug]',
  '/contacts',
  '/donate',
  '/ecommerce/categories/[ecommerce.categories.slug]',
  '/ecommerce/orders',
  '/ecommerce/orders/[ecommerce.orders.id]',
  '/ecommerce/products/[ecommerce.products.slug]',
  '/ecommerce/stores/[ecommerce.stores.slug]',
  '/friends',
  '/image-credits',
  '/messages',
  '/projects',
  '/projects/[ecommerce.products.slug]',
  '/rbac/subjects/[rbac.subjects.slug]',
  '/social/profiles/[social.profiles.slug]',
];

/** Rows of every entity's table: what a second seed must leave as it is. */
async function rowCounts(db: TestDatabase): Promise<Record<string, number>> {
  const tables = Object.values(registry).flatMap((entities) => Object.values(entities).map((entity) => entity.table));
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await db.query<{ count: number }>(`SELECT count(*)::int AS "count" FROM "${table}"`);
    counts[table] = row!.count;
  }
  return counts;
}

/** A placed widget as `module:variant`, how a page reads at a glance. */
const variants = (widgets: readonly PlacedWidget[]) =>
  widgets.flatMap((widget) => widget.embedded.map(({ module, widget: record }) => `${module}:${record.variant}`));

// One seeded database for the checks that only read it (a database costs seconds to migrate), the last of them
// seeding it again.
describe('the seeded public site', () => {
  let db: TestDatabase;
  let seeded: boolean;
  beforeAll(async () => {
    db = await openTestDatabase();
    seeded = await seed(db);
  });
  afterAll(() => db.dispose());

  it('is written: every page with its layout and metadata, projects, news, team and forms', async () => {
    expect(seeded).toBe(true);

    const pages = await db.prisma.hostPage.findMany({
      orderBy: { url: 'asc' },
      include: { pagesToLayouts: true, pagesToMetadata: { include: { metadata: true } }, pagesToWidgets: true },
    });
    expect(pages.map((page) => page.url)).toEqual(PAGE_URLS);
    for (const page of pages) {
      expect(page.language).toBe('ru');
      expect(page.pagesToLayouts).toHaveLength(1);
      expect(page.pagesToWidgets.length).toBeGreaterThan(0);
      expect(page.pagesToMetadata.map(({ metadata }) => metadata.opengraphLocale).sort()).toEqual(['en_US', 'ru_RU']);
    }
    const home = pages.find((page) => page.url === '/')!;
    const homeRu = home.pagesToMetadata.find(({ metadata }) => metadata.opengraphLocale === 'ru_RU')!.metadata;
    expect(homeRu).toMatchObject({
      title: FOUNDATION.name.ru,
      description: FOUNDATION.description.ru,
      twitterCard: 'summary_large_image',
    });

    // The projects, each with its page's three widgets, then the general donation.
    const products = await db.prisma.ecommerceProduct.findMany({
      orderBy: ADMIN_ORDER,
      include: { _count: { select: { productsToFileStorageModuleFiles: true, productsToWebsiteBuilderModuleWidgets: true } } },
    });
    expect(products.map((product) => product.slug)).toEqual([...PROJECT_SLUGS, DONATION.slug, ...MONTHLY_SLUGS]);
    for (const { slug, _count } of products)
      expect(_count).toEqual({
        productsToFileStorageModuleFiles: 1,
        productsToWebsiteBuilderModuleWidgets: (PROJECT_SLUGS as readonly string[]).includes(slug) ? 3 : 0,
      });

    const articles = await db.prisma.blogArticle.findMany({
      include: { _count: { select: { categoriesToArticles: true, articlesToFileStorageModuleFiles: true } } },
    });
    expect(articles.length).toBeGreaterThanOrEqual(6);
    for (const { _count } of articles) {
      expect(_count.categoriesToArticles).toBeGreaterThan(0);
      expect(_count.articlesToFileStorageModuleFiles).toBe(1);
    }
    const privateContents = await db.prisma.blogArticlePrivateContent.findMany({ include: { article: true } });
    expect(privateContents.map(({ article }) => article.slug)).toEqual(['friends-report-2025']);

    const friend = await db.prisma.rbacRole.findUniqueOrThrow({
      where: { slug: 'friend' },
      include: {
        rolesToActions: { include: { action: true } },
        rolesToEcommerceModuleProducts: { orderBy: ADMIN_ORDER, include: { ecommerceModuleProduct: true } },
      },
    });
    expect(friend).toMatchObject({ title: 'Друг фонда', availableOnRegistration: false });
    expect(friend.rolesToActions.map(({ action }) => [action.method, action.path])).toEqual([
      ['GET', '/api/blog/article-private-contents'],
    ]);
    // Paying the general donation or any level of the monthly gift makes a friend.
    expect(friend.rolesToEcommerceModuleProducts.map(({ ecommerceModuleProduct }) => ecommerceModuleProduct.slug)).toEqual([
      DONATION.slug,
      ...MONTHLY_SLUGS,
    ]);

    const contactForm = await db.prisma.crmForm.findUniqueOrThrow({
      where: { slug: 'write-to-us' },
      include: { formsToInputs: { orderBy: { orderIndex: 'asc' }, include: { input: true } } },
    });
    expect(contactForm.formsToInputs.map(({ input }) => [input.slug, input.variant, input.isRequired])).toEqual([
      ['name', 'text-default', true],
      ['email', 'text-default', true],
      ['phone', 'text-default', false],
      ['message', 'textarea-default', true],
    ]);
    // The monthly gift is a subscription now: the CRM form that took amounts nobody could charge is gone (issue 29).
    expect(await db.prisma.crmForm.findUnique({ where: { slug: 'become-a-friend' } })).toBeNull();
    expect(await db.prisma.crmForm.count()).toBe(1);

    // The team: each subject shows its profile.
    const subjects = await db.prisma.rbacSubject.findMany({
      include: { _count: { select: { subjectsToSocialModuleProfiles: true } } },
    });
    expect(subjects).toHaveLength(3);
    for (const { _count } of subjects) expect(_count.subjectsToSocialModuleProfiles).toBe(1);
    // The coordinator alone is open to conversations; «Написать в фонд» (/messages) holds the chat, linked from the contacts.
    const open = await db.prisma.socialProfile.findMany({ where: { acceptsConversations: true }, select: { slug: true } });
    expect(open).toEqual([{ slug: COORDINATOR_SLUG }]);
    const messages = (await composePage(db, CHAT_PAGE_PATH))!;
    expect(variants(messages.widgets)).toEqual(['website-builder:content-heading-default', 'social:chat-list-default']);
    expect(await db.prisma.websiteBuilderButton.count({ where: { url: CHAT_PAGE_PATH } })).toBe(1);

    // The newsletters, offered at the foot of the news page (docs/decisions/0048).
    const topics = await db.prisma.notificationTopic.findMany({ orderBy: ADMIN_ORDER });
    expect(topics.map((topic) => [topic.slug, topic.type, topic.title])).toEqual([
      [NEWSLETTER_SLUGS.news, 'info', { ru: 'Новости фонда', en: 'Foundation news' }],
      [NEWSLETTER_SLUGS.reports, 'info', { ru: 'Отчёты для друзей', en: 'Reports for friends' }],
    ]);
    for (const topic of topics) expect(topic.description).toMatchObject({ ru: expect.any(String), en: expect.any(String) });
    const news = (await composePage(db, '/blog'))!;
    expect(variants(news.widgets).at(-1)).toBe('notification:topics-subscription-default');
  });

  it('sells donations: one price per product and currency, the store and categories offering them', async () => {
    const currencies = await db.prisma.billingCurrency.findMany({ orderBy: { slug: 'asc' } });
    expect(
      currencies.map(({ slug, symbol, isDefault, decimals, title }) => ({ slug, symbol, isDefault, decimals, title })),
    ).toEqual([
      { slug: 'eur', symbol: '€', isDefault: false, decimals: 2, title: { ru: 'Евро', en: 'Euro' } },
      { slug: 'rub', symbol: '₽', isDefault: true, decimals: 2, title: { ru: 'Рубль', en: 'Rouble' } },
    ]);

    // Every price as the storefront reads it (the products' own; no store has prices of its own here).
    const products = await db.prisma.ecommerceProduct.findMany({ select: { id: true, slug: true } });
    const slugOf = new Map([...products, ...currencies].map(({ id, slug }) => [id, slug]));
    const prices = (
      await pricesOfProducts(
        db,
        products.map((product) => product.id),
      )
    ).map((price) => ({
      product: slugOf.get(price.productId)!,
      currency: slugOf.get(price.billingModuleCurrencyId)!,
      amount: price.amount,
      storeId: price.storeId,
    }));
    expect(prices.filter((price) => price.storeId !== null)).toEqual([]);
    const priced: Record<string, Record<string, string>> = {};
    for (const { product, currency, amount } of prices) (priced[product] ??= {})[currency] = amount;
    // One per product and currency: as many rows as the map holds amounts.
    expect(prices).toHaveLength(Object.values(priced).flatMap(Object.values).length);
    expect(priced).toEqual(
      Object.fromEntries([...Object.values(PROJECTS), DONATION, ...MONTHLY_GIFTS].map(({ slug, prices }) => [slug, prices])),
    );

    // Each project's goal for its current stage, in both currencies; the open-ended gifts have none.
    const goals = await db.prisma.ecommerceProductGoal.findMany({
      select: { productId: true, billingModuleCurrencyId: true, amount: true },
    });
    const goalsOf: Record<string, Record<string, string>> = {};
    for (const goal of goals)
      (goalsOf[slugOf.get(goal.productId)!] ??= {})[slugOf.get(goal.billingModuleCurrencyId)!] = goal.amount.toFixed(2);
    expect(goalsOf).toEqual(Object.fromEntries(Object.values(PROJECTS).map(({ slug, goals }) => [slug, goals])));

    // What the cards show beside the price: each project's stage and share.
    const featureKeys = await db.prisma.ecommerceAttributeKey.findMany({
      where: { type: 'feature' },
      orderBy: ADMIN_ORDER,
      include: { _count: { select: { attributeKeysToAttributes: true } } },
    });
    expect(featureKeys.map(({ slug, _count }) => [slug, _count.attributeKeysToAttributes])).toEqual([
      ['stage', PROJECT_SLUGS.length],
      ['share', PROJECT_SLUGS.length],
    ]);

    // The monthly gift: subscriptions charged every month, by their attribute of the key of type `interval`.
    const subscriptions = await db.prisma.ecommerceProduct.findMany({
      where: { type: 'subscription' },
      orderBy: ADMIN_ORDER,
      include: {
        productsToAttributes: {
          where: { attribute: { attributeKeysToAttributes: { some: { attributeKey: { type: 'interval' } } } } },
          include: { attribute: true },
        },
      },
    });
    expect(subscriptions.map(({ slug }) => slug)).toEqual(MONTHLY_SLUGS);
    for (const { productsToAttributes } of subscriptions) {
      expect(productsToAttributes).toHaveLength(1);
      for (const text of Object.values(productsToAttributes[0]!.attribute.string as Record<string, string>))
        expect(parseInterval(text)).toEqual({ interval: 'month', intervalCount: 1 });
    }
    const intervalKey = await db.prisma.ecommerceAttributeKey.findFirstOrThrow({ where: { type: 'interval' } });
    expect(intervalKey).toMatchObject({ field: 'string', title: { ru: 'Периодичность', en: 'Billing period' } });

    const store = await db.prisma.ecommerceStore.findUniqueOrThrow({
      where: { slug: 'venets' },
      include: { storesToProducts: { orderBy: ADMIN_ORDER, include: { product: true } } },
    });
    expect(store.title).toEqual(FOUNDATION.name);
    expect(store.storesToProducts.map(({ product }) => product.slug)).toEqual([
      ...PROJECT_SLUGS,
      DONATION.slug,
      ...MONTHLY_SLUGS,
    ]);
    const categories = await db.prisma.ecommerceCategory.findMany({
      orderBy: ADMIN_ORDER,
      include: { categoriesToProducts: { orderBy: ADMIN_ORDER, include: { product: true } } },
    });
    expect(categories.map(({ slug, categoriesToProducts }) => [slug, categoriesToProducts.length])).toEqual([
      ['churches', 3],
      ['estates', 3],
      ['donations', 1 + MONTHLY_SLUGS.length],
    ]);
  });

  it('lists only the projects on /projects and the home page, the open appeals and the monthly gift on /donate', async () => {
    /** The slugs of the products the page's product list links (its `index`th), in order. */
    const listed = async (url: string, index = 0) => {
      const page = (await composePage(db, url))!;
      const lists = page.widgets.flatMap((widget) =>
        widget.embedded.filter(({ widget: record }) => record.variant === 'product-list-default'),
      );
      const links = await db.prisma.ecommerceWidgetsToProducts.findMany({
        where: { widgetId: lists[index]!.widget.id },
        orderBy: ADMIN_ORDER,
        include: { product: true },
      });
      return links.map(({ product }) => product.slug);
    };
    expect(await listed('/projects')).toEqual(PROJECT_SLUGS);
    expect(await listed('/')).toEqual([PROJECTS.church.slug, PROJECTS.merchantHouse.slug, PROJECTS.chapel.slug]);
    expect(await listed('/donate')).toEqual([
      DONATION.slug,
      PROJECTS.church.slug,
      PROJECTS.merchantHouse.slug,
      PROJECTS.chapel.slug,
    ]);
    // «Стать другом фонда»: the monthly gift on /donate, in place of the CRM form, and on its own page.
    expect(await listed('/donate', 1)).toEqual(MONTHLY_SLUGS);
    expect(await listed('/friends')).toEqual(MONTHLY_SLUGS);
    const donate = (await composePage(db, '/donate'))!;
    expect(variants(donate.widgets)).not.toContain('crm:form-list-default');
    // The shop's pages open on their records.
    for (const url of ['/ecommerce/products/donation', '/ecommerce/stores/venets', '/ecommerce/categories/churches'])
      expect(await composePage(db, url)).not.toBeNull();
  });

  it('places an announcement bar of the channel staff push to, with no message yet, on every page', async () => {
    const channel = await db.prisma.broadcastChannel.findUniqueOrThrow({ where: { slug: SITE_ANNOUNCEMENTS_SLUG } });
    expect(await db.prisma.broadcastMessage.count()).toBe(0);
    const home = (await composePage(db, '/'))!;
    const bar = home.after.flatMap((placed) => placed.embedded).find((embedded) => embedded.module === 'broadcast');
    const links = await db.prisma.broadcastWidgetsToChannels.findMany({ where: { widgetId: bar!.widget.id } });
    expect(links.map((link) => link.channelId)).toEqual([channel.id]);
  });

  it('composes the home page as the renderer reads it: navbar, seven sections, footer, announcement bar', async () => {
    const home = (await composePage(db, '/'))!;
    expect(variants(home.before)).toEqual(['website-builder:navbar-default']);
    expect(variants(home.widgets)).toEqual([
      'website-builder:slider-default',
      'website-builder:features-default',
      'ecommerce:product-list-default',
      'website-builder:features-default',
      'blog:article-list-default',
      'website-builder:logotypes-default',
      'website-builder:content-text-background-default',
    ]);
    expect(variants(home.after)).toEqual(['website-builder:footer-default', 'broadcast:default']);
    const project = (await composePage(db, '/projects/st-nicholas-church-kumzhevo'))!;
    expect(project.segments).toEqual({ 'ecommerce.products.slug': 'st-nicholas-church-kumzhevo' });
  });

  it('shows the site’s own figures on /about: raised this year in roubles towards a goal, and the friends made', async () => {
    const widgets = await db.prisma.analyticWidget.findMany({
      orderBy: { variant: 'desc' },
      include: { billingModuleCurrency: true },
    });
    expect(
      widgets.map((widget) => [
        widget.variant,
        widget.metric,
        widget.period,
        widget.billingModuleCurrency?.slug,
        widget.goal?.toString(),
      ]),
    ).toEqual([
      ['progress-default', 'donations-amount', 'this-year', 'rub', '10000000'],
      ['figure-default', 'new-friends', 'all-time', undefined, undefined],
    ]);
    const about = await db.prisma.hostPage.findFirstOrThrow({
      where: { url: '/about' },
      include: { pagesToWidgets: { include: { widget: { include: { widgetsToExternalWidgets: true } } } } },
    });
    const placed = about.pagesToWidgets.flatMap(({ widget }) =>
      widget.widgetsToExternalWidgets.map((link) => link.externalWidgetId),
    );
    expect(widgets.every((widget) => placed.includes(widget.id))).toBe(true);
  });

  it('credits every image of the site on /image-credits', async () => {
    const credits = (await composePage(db, '/image-credits'))!;
    const [description] = credits.widgets.flatMap((widget) => widget.embedded.map(({ widget: record }) => record.description));
    const { ru, en } = description as { ru: string; en: string };
    // As read: the plain text puts a space after each linked or bold piece, before the point that follows it.
    const read = (text: string) => richTextToPlain(text).replace(/\s+([.,])/g, '$1');
    const [plainRu, plainEn] = [read(ru), read(en)];
    for (const image of Object.values(SITE_IMAGES) as SiteImage[]) {
      const { credit } = image;
      expect(plainRu).toContain(`${image.alt.ru}. `);
      expect(plainRu).toContain(`Автор: ${credit.author.ru}. Лицензия: ${credit.licence}. Источник: ${credit.source.ru}.`);
      expect(plainEn).toContain(`${image.alt.en}. `);
      expect(plainEn).toContain(`Author: ${credit.author.en}. Licence: ${credit.licence}. Source: ${credit.source.en}.`);
      // Each licence links to its text, each package to its page.
      expect(ru).toContain(JSON.stringify(credit.licenceUrl));
      if (credit.sourceUrl) expect(ru).toContain(JSON.stringify(credit.sourceUrl));
    }
    // A page for visitors, not a build log: no file paths, and no English on the Russian page.
    for (const word of ['usr/share', 'public/site', 'scripts/', '.jpg', '.svg', 'cropped', 'drawn for', 'photo', 'drawing'])
      expect(plainRu, word).not.toContain(word);
    for (const word of ['usr/share', 'public/site', 'scripts/', '.jpg', '.svg']) expect(plainEn, word).not.toContain(word);
    expect(plainRu).toContain('Фотографии');
    expect(plainRu).toContain('Изменения: кадрировано и уменьшено.');
  });

  it('is written only once: a second seed returns false and changes no row', async () => {
    const counts = await rowCounts(db);
    expect(await seed(db)).toBe(false);
    expect(await rowCounts(db)).toEqual(counts);
  });
});

describe('a database already in use', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.dispose());

  it('gets nothing from the seed when it holds another page', async () => {
    const api = createCaller(trustedContext(db));
    await api.host.pages.create({ data: { url: '/legacy', title: 'Legacy', language: 'ru', adminTitle: 'Legacy' } });
    const before = await rowCounts(db);
    expect(await seed(db)).toBe(false);
    expect(await rowCounts(db)).toEqual(before);
  });
});
