import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../../tests/helpers/database';
import { composePage } from './page-composition.service';

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.dispose());

/** A host widget embedding the given module widgets, in that order. */
async function hostWidget(slug: string, embedded: { module: string; id: string }[], anchor?: string) {
  const widget = await db.prisma.hostWidget.create({ data: { slug, adminTitle: slug, anchor } });
  for (const [orderIndex, { module, id }] of embedded.entries())
    await db.prisma.hostWidgetsToExternalWidgets.create({
      data: { widgetId: widget.id, externalModule: module, externalWidgetId: id, orderIndex },
    });
  return widget;
}

const builderWidget = (slug: string, variant: string) =>
  db.prisma.websiteBuilderWidget.create({ data: { slug, adminTitle: slug, variant, title: { ru: slug } } });

describe('composePage', () => {
  it('puts the layout widgets around the page widgets, each in order, with the module widgets they embed', async () => {
    const navbar = await builderWidget('navbar', 'navbar-default');
    const footer = await builderWidget('footer', 'footer-default');
    const text = await builderWidget('text', 'content-default');
    const blog = await db.prisma.blogWidget.create({
      data: { slug: 'news', adminTitle: 'news', variant: 'article-list-default' },
    });
    const layout = await db.prisma.hostLayout.create({ data: { slug: 'site', adminTitle: 'site', title: 'Site' } });
    await db.prisma.hostLayoutsToWidgets.create({
      data: {
        layoutId: layout.id,
        widgetId: (await hostWidget('h-footer', [{ module: 'website-builder', id: footer.id }])).id,
        variant: 'additional',
      },
    });
    await db.prisma.hostLayoutsToWidgets.create({
      data: { layoutId: layout.id, widgetId: (await hostWidget('h-navbar', [{ module: 'website-builder', id: navbar.id }])).id },
    });
    const page = await db.prisma.hostPage.create({ data: { url: '/about', adminTitle: 'about', title: 'About' } });
    await db.prisma.hostPagesToLayouts.create({ data: { pageId: page.id, layoutId: layout.id } });
    const second = await hostWidget('h-news', [
      { module: 'blog', id: blog.id },
      { module: 'nowhere', id: blog.id },
      { module: 'website-builder', id: '00000000-0000-4000-8000-000000000000' },
    ]);
    const first = await hostWidget('h-text', [{ module: 'website-builder', id: text.id }], 'story');
    await db.prisma.hostPagesToWidgets.create({ data: { pageId: page.id, widgetId: second.id, orderIndex: 2 } });
    await db.prisma.hostPagesToWidgets.create({ data: { pageId: page.id, widgetId: first.id, orderIndex: 1 } });
    const english = await db.prisma.hostMetadata.create({
      data: { slug: 'about-en', adminTitle: 'en', title: 'About us', opengraphLocale: 'en_US' },
    });
    await db.prisma.hostPagesToMetadata.create({ data: { pageId: page.id, metadataId: english.id } });

    const composed = await composePage(db, '/about');
    expect(composed).toMatchObject({ page: { id: page.id, url: '/about' }, segments: {}, recordTitle: null });
    const variants = (widgets: NonNullable<typeof composed>['widgets']) =>
      widgets.map((placed) => placed.embedded.map(({ module, widget }) => `${module}:${widget.variant}`));
    expect(variants(composed!.before)).toEqual([['website-builder:navbar-default']]);
    expect(variants(composed!.widgets)).toEqual([['website-builder:content-default'], ['blog:article-list-default']]);
    expect(composed!.widgets[0]!.anchor).toBe('story');
    expect(variants(composed!.after)).toEqual([['website-builder:footer-default']]);
    expect(composed!.metadata.map((record) => record.title)).toEqual(['About us']);
  });

  it("gives a pattern page its url's segments and the title of the record they name", async () => {
    await db.prisma.hostPage.create({ data: { url: '/projects/[ecommerce.products.slug]', adminTitle: 'project' } });
    await db.prisma.ecommerceProduct.create({
      data: { slug: 'old-mill', adminTitle: 'mill', title: { ru: 'Мельница', en: 'The mill' } },
    });
    expect(await composePage(db, '/projects/old-mill')).toMatchObject({
      segments: { 'ecommerce.products.slug': 'old-mill' },
      recordTitle: { ru: 'Мельница', en: 'The mill' },
    });
    expect(await composePage(db, '/projects/no-such-mill')).toBeNull();
  });
});
