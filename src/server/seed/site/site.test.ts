import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { richTextToPlain } from '../../../shared/localized-text';
import { openTestDatabase, type TestDatabase } from '../../../../tests/helpers/database';
import { composePage, type PlacedWidget } from '../../modules/host/page-composition.service';
import { registry } from '../../../shared/registry/generated';
import { createCaller } from '../../trpc/app-router';
import { trustedContext } from '../../platform/context/context';
import { seed } from '..';
import { FOUNDATION } from './foundation';
import { SITE_IMAGES } from './images';

const PAGE_URLS = [
  '/',
  '/500',
  '/about',
  '/blog',
  '/blog/articles/[blog.articles.slug]',
  '/blog/categories/[blog.categories.slug]',
  '/contacts',
  '/donate',
  '/image-credits',
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

    const products = await db.prisma.ecommerceProduct.findMany({
      include: { _count: { select: { productsToFileStorageModuleFiles: true, productsToWebsiteBuilderModuleWidgets: true } } },
    });
    expect(products.length).toBeGreaterThanOrEqual(6);
    for (const { _count } of products)
      expect(_count).toEqual({ productsToFileStorageModuleFiles: 1, productsToWebsiteBuilderModuleWidgets: 3 });

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
      include: { rolesToActions: { include: { action: true } } },
    });
    expect(friend).toMatchObject({ title: 'Друг фонда', availableOnRegistration: false });
    expect(friend.rolesToActions.map(({ action }) => [action.method, action.path])).toEqual([
      ['GET', '/api/blog/article-private-contents'],
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

    // The team: each subject shows its profile.
    const subjects = await db.prisma.rbacSubject.findMany({
      include: { _count: { select: { subjectsToSocialModuleProfiles: true } } },
    });
    expect(subjects).toHaveLength(3);
    for (const { _count } of subjects) expect(_count.subjectsToSocialModuleProfiles).toBe(1);
  });

  it('composes the home page as the renderer reads it: navbar, seven sections, footer', async () => {
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
    expect(variants(home.after)).toEqual(['website-builder:footer-default']);
    const project = (await composePage(db, '/projects/st-nicholas-church-kumzhevo'))!;
    expect(project.segments).toEqual({ 'ecommerce.products.slug': 'st-nicholas-church-kumzhevo' });
  });

  it('credits every image of the site on /image-credits', async () => {
    const credits = (await composePage(db, '/image-credits'))!;
    const [description] = credits.widgets.flatMap((widget) => widget.embedded.map(({ widget: record }) => record.description));
    const { ru, en } = description as { ru: string; en: string };
    for (const image of Object.values(SITE_IMAGES)) {
      expect(richTextToPlain(ru)).toContain(image.alt.ru);
      expect(richTextToPlain(en)).toContain(`${image.alt.en} — author: ${image.author}; licence: ${image.licence}`);
    }
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
