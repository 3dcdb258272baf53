import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../../tests/helpers/database';
import type { Database } from '../../db/database';
import { findByUrl, urls, urlSegmentValue } from './pages.service';
import { failure } from '../../../../tests/helpers/app-error';

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.dispose());

const page = (on: Database, url: string, data: { title?: string; orderIndex?: number } = {}) =>
  on.prisma.hostPage.create({ data: { url, adminTitle: `page ${url}`, ...data } });
const widget = (on: Database, slug: string) => on.prisma.hostWidget.create({ data: { slug, adminTitle: slug } });
const layout = (on: Database, slug: string) => on.prisma.hostLayout.create({ data: { slug, adminTitle: slug, title: slug } });
const article = (on: Database, slug: string) => on.prisma.blogArticle.create({ data: { slug, adminTitle: slug } });
const category = (on: Database, slug: string) => on.prisma.blogCategory.create({ data: { slug, adminTitle: slug } });

/** Expects a 400 naming exactly `field`. */
async function expectBadRequest(work: Promise<unknown>, field: string, message?: RegExp) {
  const error = await failure(work);
  expect(error.status).toBe(400);
  expect(error.causes.map((cause) => cause.field)).toEqual([field]);
  if (message) expect(error.causes[0]!.message).toMatch(message);
}

describe('findByUrl', () => {
  let about: { id: string };
  beforeAll(async () => {
    await page(db, '/', { title: 'Home' });
    about = await page(db, '/about', { title: 'About' });
  });

  it('finds the page whose url equals the url', async () => {
    expect(await findByUrl(db, '/about')).toMatchObject({ id: about.id, url: '/about', title: 'About' });
    expect(await findByUrl(db, '/')).toMatchObject({ url: '/', title: 'Home' });
  });

  it('ignores trailing and doubled slashes, query string and hash', async () => {
    for (const url of ['/about/', '//about//', '/about?from=menu', '/about#team', '/about/?a=1#b'])
      expect(await findByUrl(db, url), url).toMatchObject({ id: about.id });
    for (const url of ['//', '/?lang=en', '/#top']) expect(await findByUrl(db, url), url).toMatchObject({ url: '/' });
  });

  it('finds a page stored with a trailing slash, and percent-encoded urls', async () => {
    const contacts = await page(db, '/contacts/');
    expect(await findByUrl(db, '/contacts')).toMatchObject({ id: contacts.id });
    const russian = await page(db, '/о-нас');
    expect(await findByUrl(db, `/${encodeURIComponent('о-нас')}`)).toMatchObject({ id: russian.id });
  });

  it('answers null when no page matches', async () => {
    expect(await findByUrl(db, '/nowhere')).toBeNull();
    expect(await findByUrl(db, '/about/more')).toBeNull();
  });

  it('answers the page with its layouts, widgets, external widgets and metadata, each list in order', async () => {
    const home = await page(db, '/structure');
    const [main, side] = [await layout(db, 'main-layout'), await layout(db, 'side-layout')];
    await db.prisma.hostPagesToLayouts.create({
      data: { pageId: home.id, layoutId: side.id, variant: 'additional', orderIndex: 1 },
    });
    await db.prisma.hostPagesToLayouts.create({
      data: { pageId: home.id, layoutId: main.id, variant: 'default', orderIndex: 0 },
    });
    const [header, footer, menu] = [await widget(db, 'header'), await widget(db, 'footer'), await widget(db, 'menu')];
    await db.prisma.hostLayoutsToWidgets.create({ data: { layoutId: main.id, widgetId: footer.id, orderIndex: 2 } });
    await db.prisma.hostLayoutsToWidgets.create({ data: { layoutId: main.id, widgetId: header.id, orderIndex: 0 } });
    await db.prisma.hostLayoutsToWidgets.create({ data: { layoutId: side.id, widgetId: menu.id } });
    // Equal orderIndex: the earlier created first, then the smaller id.
    const [hero, text, gallery] = [await widget(db, 'hero'), await widget(db, 'text'), await widget(db, 'gallery')];
    const early = new Date('2026-01-01T00:00:00Z');
    const late = new Date('2026-01-02T00:00:00Z');
    await db.prisma.hostPagesToWidgets.create({
      data: { pageId: home.id, widgetId: gallery.id, orderIndex: 1, createdAt: late },
    });
    await db.prisma.hostPagesToWidgets.create({ data: { pageId: home.id, widgetId: text.id, orderIndex: 1, createdAt: early } });
    await db.prisma.hostPagesToWidgets.create({ data: { pageId: home.id, widgetId: hero.id, orderIndex: 0 } });
    await db.prisma.hostWidgetsToExternalWidgets.create({
      data: { widgetId: hero.id, externalModule: 'website-builder', externalWidgetId: 'slider-2', orderIndex: 2 },
    });
    await db.prisma.hostWidgetsToExternalWidgets.create({
      data: { widgetId: hero.id, externalModule: 'blog', externalWidgetId: 'article-list', orderIndex: 1 },
    });
    await db.prisma.hostWidgetsToExternalWidgets.create({
      data: { widgetId: header.id, externalModule: 'website-builder', externalWidgetId: 'navbar' },
    });
    const metadata = await db.prisma.hostMetadata.create({
      data: { slug: 'structure-meta', adminTitle: 'meta', title: 'Structure', description: 'All of it', variant: 'primary' },
    });
    await db.prisma.hostPagesToMetadata.create({ data: { pageId: home.id, metadataId: metadata.id } });

    const found = await findByUrl(db, '/structure');
    expect(found).not.toBeNull();
    expect(found!.pagesToLayouts.map((relation) => [relation.variant, relation.layout.slug])).toEqual([
      ['default', 'main-layout'],
      ['additional', 'side-layout'],
    ]);
    const [mainLayout, sideLayout] = found!.pagesToLayouts.map((relation) => relation.layout);
    expect(mainLayout!.layoutsToWidgets.map((relation) => relation.widget.slug)).toEqual(['header', 'footer']);
    expect(sideLayout!.layoutsToWidgets.map((relation) => relation.widget.slug)).toEqual(['menu']);
    expect(mainLayout!.layoutsToWidgets[0]!.widget.widgetsToExternalWidgets).toMatchObject([
      { externalModule: 'website-builder', externalWidgetId: 'navbar' },
    ]);
    expect(found!.pagesToWidgets.map((relation) => relation.widget.slug)).toEqual(['hero', 'text', 'gallery']);
    expect(found!.pagesToWidgets[0]!.widget.widgetsToExternalWidgets.map((external) => external.externalWidgetId)).toEqual([
      'article-list',
      'slider-2',
    ]);
    expect(found!.pagesToWidgets[2]!.widget.widgetsToExternalWidgets).toEqual([]);
    expect(found!.pagesToMetadata).toMatchObject([
      { metadataId: metadata.id, metadata: { title: 'Structure', description: 'All of it', variant: 'primary' } },
    ]);
    // The page record itself, every field.
    expect(found).toMatchObject({ id: home.id, url: '/structure', title: 'Page', language: 'en', variant: 'default' });
    expect(found!.createdAt).toBeInstanceOf(Date);
  });

  it('runs inside a transaction', async () => {
    expect(await db.transaction((tx) => findByUrl(tx, '/about'))).toMatchObject({ id: about.id });
  });
});

describe('findByUrl with record segments', () => {
  let articlePage: { id: string };
  beforeAll(async () => {
    articlePage = await page(db, '/blog/articles/[blog.articles.slug]');
    await article(db, 'restoration-2025');
    await article(db, 'привет');
  });

  it('finds the pattern page for an existing record, not for a missing one', async () => {
    expect(await findByUrl(db, '/blog/articles/restoration-2025')).toMatchObject({ id: articlePage.id });
    expect(await findByUrl(db, '/blog/articles/restoration-2025/?utm=1')).toMatchObject({ id: articlePage.id });
    expect(await findByUrl(db, `/blog/articles/${encodeURIComponent('привет')}`)).toMatchObject({ id: articlePage.id });
    expect(await findByUrl(db, '/blog/articles/missing')).toBeNull();
    expect(await findByUrl(db, '/blog/articles')).toBeNull();
    expect(await findByUrl(db, '/blog/articles/restoration-2025/more')).toBeNull();
    expect(await findByUrl(db, '/blog/posts/restoration-2025')).toBeNull();
    // The pattern is no page's url itself.
    expect(await findByUrl(db, '/blog/articles/[blog.articles.slug]')).toBeNull();
  });

  it('prefers a fixed page to a pattern', async () => {
    await article(db, 'special');
    const special = await page(db, '/blog/articles/special');
    expect(await findByUrl(db, '/blog/articles/special')).toMatchObject({ id: special.id });
  });

  it('prefers the pattern with more fixed segments, and falls back to another whose records exist', async () => {
    const byCategory = await page(db, '/blog/[blog.categories.slug]/[blog.articles.slug]');
    await category(db, 'articles');
    await category(db, 'news');
    expect(await findByUrl(db, '/blog/articles/restoration-2025')).toMatchObject({ id: articlePage.id });
    expect(await findByUrl(db, '/blog/news/restoration-2025')).toMatchObject({ id: byCategory.id });
    expect(await findByUrl(db, '/blog/news/missing')).toBeNull();
    expect(await findByUrl(db, '/blog/gossip/restoration-2025')).toBeNull();
  });

  it('matches nothing through a segment naming no entity, no field, a secret field, a personal entity or files', async () => {
    await page(db, '/things/[nope.things.slug]');
    // Files are public only where a public record shows them: a page per file would list the hidden ones too.
    await page(db, '/files/[file-storage.files.id]');
    const file = await db.prisma.fileStorageFile.create({ data: { adminTitle: 'Receipt', file: '/uploads/x/receipt.png' } });
    expect(await findByUrl(db, `/files/${file.id}`)).toBeNull();
    await page(db, '/identities/[rbac.identities.password]');
    await page(db, '/emails/[rbac.identities.email]');
    await page(db, '/stores/[ecommerce.stores.nope]');
    await db.prisma.rbacIdentity.create({ data: { email: 'a@example.com', password: 'hunter22' } });
    expect(await findByUrl(db, '/things/x')).toBeNull();
    expect(await findByUrl(db, '/identities/hunter22')).toBeNull();
    expect(await findByUrl(db, '/emails/a@example.com')).toBeNull();
    expect(await findByUrl(db, '/stores/x')).toBeNull();
  });

  it("finds a subject's profile page by its generated slug, only while it has a public profile", async () => {
    const profilePage = await page(db, '/rbac/subjects/[rbac.subjects.slug]');
    await page(db, '/rbac/ids/[rbac.subjects.id]');
    await page(db, '/rbac/roles/[rbac.roles.slug]');
    const subject = await db.prisma.rbacSubject.create({ data: { slug: 'quiet-river-birch' } });
    await db.prisma.rbacRole.create({ data: { slug: 'editors', title: 'Editors' } });
    // An anonymous session's subject: no profile, no page.
    expect(await findByUrl(db, '/rbac/subjects/quiet-river-birch')).toBeNull();
    const profile = await db.prisma.socialProfile.create({ data: { slug: 'birch', adminTitle: 'birch' } });
    await db.prisma.rbacSubjectsToSocialModuleProfiles.create({
      data: { subjectId: subject.id, socialModuleProfileId: profile.id },
    });
    expect(await findByUrl(db, '/rbac/subjects/quiet-river-birch')).toMatchObject({ id: profilePage.id });
    expect(await findByUrl(db, '/rbac/subjects/someone-else')).toBeNull();
    // A visitor who wrote to the team: a private profile is none the site shows (docs/decisions/0044).
    await db.prisma.rbacSubject.create({
      data: {
        slug: 'wrote-to-the-team',
        subjectsToSocialModuleProfiles: {
          create: { socialModuleProfile: { create: { slug: 'visitor', adminTitle: 'visitor', status: 'private' } } },
        },
      },
    });
    expect(await findByUrl(db, '/rbac/subjects/wrote-to-the-team')).toBeNull();
    // Only a generated slug of an entity pages show: not its id, nor another personal entity's slug.
    expect(await findByUrl(db, `/rbac/ids/${subject.id}`)).toBeNull();
    expect(await findByUrl(db, '/rbac/roles/editors')).toBeNull();
  });
});

describe('urls', () => {
  it('lists every page url split on "/" but the error page, patterns expanded into the urls of existing records', async () => {
    const fresh = await openTestDatabase();
    try {
      for (const url of [
        '/',
        '/about',
        '/about/team/',
        '/blog/articles/[blog.articles.slug]',
        '/blog/[blog.categories.slug]/[blog.articles.slug]',
        '/things/[nope.things.slug]',
        '/empty/[website-builder.buttons-arrays.slug]',
        // The error page: shown where a page fails, never listed.
        '/500',
      ])
        await page(fresh, url);
      for (const slug of ['restoration-2025', 'spring', 'with/slash', '']) await article(fresh, slug);
      for (const slug of ['news', 'tips']) await category(fresh, slug);
      // A text value of another type: orderIndex as text.
      await page(fresh, '/ordered/[blog.categories.orderIndex]');

      expect(await urls(fresh)).toEqual([
        [],
        ['about'],
        ['about', 'team'],
        ['blog', 'articles', 'restoration-2025'],
        ['blog', 'articles', 'spring'],
        ['blog', 'news', 'restoration-2025'],
        ['blog', 'news', 'spring'],
        ['blog', 'tips', 'restoration-2025'],
        ['blog', 'tips', 'spring'],
        ['ordered', '0'],
      ]);
      // Inside a transaction too.
      expect(await fresh.transaction((tx) => urls(tx))).toHaveLength(10);
      // More urls than the caller may read: a 400 that says so, not a cut list.
      await expectBadRequest(urls(fresh, 9), 'urls', /more than 9/);
      expect(await urls(fresh, 10)).toHaveLength(10);
    } finally {
      await fresh.dispose();
    }
  });
});

describe('urlSegmentValue', () => {
  beforeAll(async () => {
    await page(db, '/news/[blog.categories.slug]/[blog.articles.slug]');
    await category(db, 'world');
    await article(db, 'restoration-2026');
    await page(db, '/news/world/fixed');
    await article(db, 'fixed');
  });

  it('answers the value at the segment of the pattern page that matches the url', async () => {
    expect(await urlSegmentValue(db, '/news/world/restoration-2026', 'blog.articles.slug')).toBe('restoration-2026');
    expect(await urlSegmentValue(db, '/news/world/restoration-2026/', 'blog.categories.slug')).toBe('world');
  });

  it('answers null when no page with that segment matches the url', async () => {
    expect(await urlSegmentValue(db, '/news/world/missing', 'blog.articles.slug')).toBeNull();
    expect(await urlSegmentValue(db, '/news/world/restoration-2026', 'ecommerce.products.slug')).toBeNull();
    expect(await urlSegmentValue(db, '/about', 'blog.articles.slug')).toBeNull();
    // The fixed page serves this url: it has no segment.
    expect(await urlSegmentValue(db, '/news/world/fixed', 'blog.articles.slug')).toBeNull();
    expect(await urlSegmentValue(db, '/news/world/restoration-2026', 'website-builder.buttons-arrays.slug')).toBeNull();
  });
});

describe('bad input', () => {
  const badUrls: [unknown, RegExp][] = [
    [undefined, /url is required/],
    [null, /url/],
    [42, /url/],
    ['', /url is required/],
    ['about', /url must start with \//],
    ['https://example.com/about', /url must start with \//],
    [`/${'a'.repeat(2000)}`, /url must be at most 2000 characters/],
    ['/a\u0000b', /url must not contain a NUL character/],
  ];

  it('refuses a url that is missing, empty, relative, too long or not storable, naming url', async () => {
    for (const [url, message] of badUrls) {
      await expectBadRequest(findByUrl(db, url as string), 'url', message);
      await expectBadRequest(urlSegmentValue(db, url as string, 'blog.articles.slug'), 'url', message);
    }
    // 2,000 characters are fine.
    expect(await findByUrl(db, `/${'a'.repeat(1999)}`)).toBeNull();
  });

  it('refuses a segment that names no entity or no readable field, naming segment', async () => {
    for (const segment of [
      undefined,
      '',
      'blog',
      'blog.articles',
      'blog.articles.slug.extra',
      'nope.articles.slug',
      'blog.nope.slug',
      'blog.articles.nope',
      'rbac.identities.password',
      '[blog.articles.slug]',
    ])
      await expectBadRequest(urlSegmentValue(db, '/blog/articles/x', segment as string), 'segment');
  });
});

describe('query count', () => {
  it('is the same for a page with one widget and one with 30 widgets across 3 layouts', async () => {
    const statements: string[] = [];
    const counted = await openTestDatabase({ onQuery: (sql) => statements.push(sql) });
    try {
      const small = await page(counted, '/small');
      const single = await widget(counted, 'single');
      await counted.prisma.hostPagesToWidgets.create({ data: { pageId: small.id, widgetId: single.id } });

      const large = await page(counted, '/large');
      for (let l = 0; l < 3; l++) {
        const each = await layout(counted, `layout-${l}`);
        await counted.prisma.hostPagesToLayouts.create({ data: { pageId: large.id, layoutId: each.id, orderIndex: l } });
        for (let w = 0; w < 10; w++) {
          const one = await widget(counted, `widget-${l}-${w}`);
          await counted.prisma.hostLayoutsToWidgets.create({ data: { layoutId: each.id, widgetId: one.id, orderIndex: w } });
          await counted.prisma.hostWidgetsToExternalWidgets.create({
            data: { widgetId: one.id, externalWidgetId: `x-${l}-${w}` },
          });
        }
        const metadata = await counted.prisma.hostMetadata.create({ data: { slug: `meta-${l}`, adminTitle: 'm', title: 'm' } });
        await counted.prisma.hostPagesToMetadata.create({ data: { pageId: large.id, metadataId: metadata.id } });
      }
      await page(counted, '/pattern/[blog.articles.slug]');
      await article(counted, 'counted');

      const queriesOf = async (url: string) => {
        statements.length = 0;
        const found = await findByUrl(counted, url);
        expect(found).not.toBeNull();
        return { found: found!, count: statements.length };
      };
      const smallRun = await queriesOf('/small');
      const largeRun = await queriesOf('/large');
      expect(largeRun.found.pagesToLayouts.flatMap((relation) => relation.layout.layoutsToWidgets)).toHaveLength(30);
      expect(smallRun.count).toBe(largeRun.count);
      // One query finds the page, Prisma reads it with all its relations in one more.
      expect(smallRun.count).toBe(2);
      // A pattern adds one query for the records its segments name.
      expect((await queriesOf('/pattern/counted')).count).toBe(smallRun.count + 1);
      statements.length = 0;
      expect(await findByUrl(counted, '/missing/page')).toBeNull();
      expect(statements).toHaveLength(1);

      statements.length = 0;
      await urls(counted);
      expect(statements).toHaveLength(2);
    } finally {
      await counted.dispose();
    }
  });
});

describe('urls of subject pages', () => {
  it('lists the subjects with a public profile only', async () => {
    const fresh = await openTestDatabase();
    try {
      await page(fresh, '/rbac/subjects/[rbac.subjects.slug]');
      const shown = await fresh.prisma.rbacSubject.create({ data: { slug: 'with-profile' } });
      await fresh.prisma.rbacSubject.create({ data: { slug: 'anonymous-session' } });
      await fresh.prisma.rbacSubject.create({
        data: {
          slug: 'wrote-to-the-team',
          subjectsToSocialModuleProfiles: {
            create: { socialModuleProfile: { create: { slug: 'visitor', adminTitle: 'visitor', status: 'private' } } },
          },
        },
      });
      const profile = await fresh.prisma.socialProfile.create({ data: { slug: 'p', adminTitle: 'p' } });
      await fresh.prisma.rbacSubjectsToSocialModuleProfiles.create({
        data: { subjectId: shown.id, socialModuleProfileId: profile.id },
      });
      expect(await urls(fresh)).toEqual([['rbac', 'subjects', 'with-profile']]);
    } finally {
      await fresh.dispose();
    }
  });
});

describe("pages of a person's own records (@ownPage: an order)", () => {
  it('serves the page for any id of the form without reading the record, never for other text, and lists none', async () => {
    const fresh = await openTestDatabase();
    try {
      const donation = await page(fresh, '/donations/[ecommerce.orders.id]');
      await page(fresh, '/about');
      const order = await fresh.prisma.ecommerceOrder.create({ data: { comment: 'for the bells' } });
      // An existing order's id and one of nobody's alike: the page tells no one which orders exist.
      for (const id of [order.id, '0b7f3a52-9c1e-4f7a-8d2b-5e6f7a8b9c0d'])
        expect(await findByUrl(fresh, `/donations/${id}`), id).toMatchObject({ id: donation.id });
      expect(await urlSegmentValue(fresh, `/donations/${order.id}`, 'ecommerce.orders.id')).toBe(order.id);
      for (const url of ['/donations/order', '/donations/1', '/donations/[ecommerce.orders.id]'])
        expect(await findByUrl(fresh, url), url).toBeNull();
      // Only the id names an order on a page: its other fields are nobody's business.
      await page(fresh, '/orders/[ecommerce.orders.comment]');
      expect(await findByUrl(fresh, '/orders/for%20the%20bells')).toBeNull();
      expect(await urls(fresh)).toEqual([['about']]);
    } finally {
      await fresh.dispose();
    }
  });
});
