import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../../tests/helpers/database';
import type { Database } from '../../db/database';
import {
  allCategories,
  articleList,
  articleOverview,
  articleProducts,
  categoryList,
  categoryOverview,
  latestArticles,
  MAX_LATEST_ARTICLES,
} from './widget-content.service';

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.dispose());

const early = new Date('2026-01-01T00:00:00Z');
const late = new Date('2026-01-02T00:00:00Z');

const article = (on: Database, slug: string, data: { createdAt?: Date; publishedAt?: Date; status?: string } = {}) =>
  on.prisma.blogArticle.create({
    data: { slug, adminTitle: slug, title: { ru: `Статья ${slug}`, en: `Article ${slug}` }, ...data },
  });
const category = (on: Database, slug: string) =>
  on.prisma.blogCategory.create({ data: { slug, adminTitle: slug, title: { ru: `Категория ${slug}` } } });
const widget = (on: Database, slug: string, variant = 'article-list-default') =>
  on.prisma.blogWidget.create({ data: { slug, adminTitle: slug, variant } });
const file = (on: Database, name: string) =>
  on.prisma.fileStorageFile.create({ data: { adminTitle: name, file: `${name}.jpg`, width: 800, height: 600, alt: name } });

describe('articleList', () => {
  let news: { id: string };
  beforeAll(async () => {
    news = await category(db, 'list-news');
    const [first, second, third] = [
      await article(db, 'list-first'),
      await article(db, 'list-second'),
      await article(db, 'list-third'),
    ];
    // Equal orderIndex: the earlier created link first, then the smaller id.
    await db.prisma.blogCategoriesToArticles.create({
      data: { categoryId: news.id, articleId: third.id, orderIndex: 1, createdAt: late },
    });
    await db.prisma.blogCategoriesToArticles.create({
      data: { categoryId: news.id, articleId: second.id, orderIndex: 1, createdAt: early },
    });
    await db.prisma.blogCategoriesToArticles.create({ data: { categoryId: news.id, articleId: first.id, orderIndex: 0 } });
  });

  it('shows the linked articles in link order, each with its first image (attachments skipped)', async () => {
    const linked = await widget(db, 'list-linked');
    const [a, b] = [await article(db, 'list-a'), await article(db, 'list-b')];
    await db.prisma.blogWidgetsToArticles.create({ data: { widgetId: linked.id, articleId: a.id, orderIndex: 2 } });
    await db.prisma.blogWidgetsToArticles.create({ data: { widgetId: linked.id, articleId: b.id, orderIndex: 1 } });
    const [attachment, cover, second] = [await file(db, 'attachment'), await file(db, 'cover'), await file(db, 'second')];
    await db.prisma.blogArticlesToFileStorageModuleFiles.create({
      data: { articleId: a.id, fileStorageModuleFileId: attachment.id, variant: 'attachment-default', orderIndex: 0 },
    });
    await db.prisma.blogArticlesToFileStorageModuleFiles.create({
      data: { articleId: a.id, fileStorageModuleFileId: second.id, orderIndex: 2 },
    });
    await db.prisma.blogArticlesToFileStorageModuleFiles.create({
      data: { articleId: a.id, fileStorageModuleFileId: cover.id, orderIndex: 1 },
    });

    const cards = await articleList(db, linked.id, 'list-news');
    expect(cards.map((card) => card.slug)).toEqual(['list-b', 'list-a']);
    expect(cards[0]!.image).toBeNull();
    expect(cards[1]!.image).toEqual({
      id: cover.id,
      file: 'cover.jpg',
      alt: 'cover',
      width: 800,
      height: 600,
      mimeType: null,
      className: null,
      containerClassName: null,
    });
    expect(cards[1]).toMatchObject({ title: { ru: 'Статья list-a', en: 'Article list-a' }, subtitle: {} });
    expect(cards[1]!.date).toBeInstanceOf(Date);
  });

  it('with none linked, shows the articles of the category in the url, in link order', async () => {
    const unlinked = await widget(db, 'list-unlinked');
    const cards = await articleList(db, unlinked.id, 'list-news');
    expect(cards.map((card) => card.slug)).toEqual(['list-first', 'list-second', 'list-third']);
  });

  it('with no such category either, shows the newest articles', async () => {
    const unlinked = await widget(db, 'list-latest');
    const newest = await article(db, 'list-newest', { createdAt: new Date('2030-01-01T00:00:00Z') });
    for (const slug of [undefined, 'no-such-category']) {
      const cards = await articleList(db, unlinked.id, slug);
      expect(cards[0]!.id).toBe(newest.id);
    }
  });

  it('never shows a draft: not linked, not in a category, not among the newest', async () => {
    const draft = await article(db, 'list-draft', { status: 'draft', createdAt: new Date('2031-01-01T00:00:00Z') });
    const linked = await widget(db, 'list-with-draft');
    await db.prisma.blogWidgetsToArticles.create({ data: { widgetId: linked.id, articleId: draft.id } });
    await db.prisma.blogCategoriesToArticles.create({ data: { categoryId: news.id, articleId: draft.id, orderIndex: 9 } });
    const slugs = async (widgetId: string, category?: string) =>
      (await articleList(db, widgetId, category)).map((card) => card.slug);
    // A list whose only linked article is a draft shows what an unlinked one does.
    expect(await slugs(linked.id)).not.toContain('list-draft');
    expect(await slugs(linked.id, 'list-news')).toEqual(['list-first', 'list-second', 'list-third']);
    expect(await articleOverview(db, linked.id, undefined)).toBeNull();
    expect(
      await articleOverview(db, (await widget(db, 'overview-of-draft', 'article-overview-default')).id, 'list-draft'),
    ).toBeNull();
    expect((await categoryOverview(db, linked.id, 'list-news'))!.articles.map((card) => card.slug)).not.toContain('list-draft');
  });

  it('shows as many of the newest as the widget says, by publication date, dated by it', async () => {
    const fresh = await openTestDatabase();
    try {
      const older = await article(fresh, 'published-later-created-earlier', {
        createdAt: new Date('2026-01-01T00:00:00Z'),
        publishedAt: new Date('2026-03-01T00:00:00Z'),
      });
      await article(fresh, 'created-later-published-earlier', {
        createdAt: new Date('2026-02-01T00:00:00Z'),
        publishedAt: new Date('2026-02-15T00:00:00Z'),
      });
      await article(fresh, 'undated', { createdAt: new Date('2026-04-01T00:00:00Z') });
      const three = await fresh.prisma.blogWidget.create({ data: { slug: 'three', adminTitle: 'three', latestCount: 2 } });
      const cards = await articleList(fresh, three.id, undefined);
      expect(cards.map((card) => card.slug)).toEqual(['published-later-created-earlier', 'created-later-published-earlier']);
      expect(cards[0]!.date).toEqual(new Date('2026-03-01T00:00:00Z'));
      expect(older.id).toBe(cards[0]!.id);
    } finally {
      await fresh.dispose();
    }
  });
});

describe('latestArticles', () => {
  it('answers at most 24 articles, newest first', async () => {
    const fresh = await openTestDatabase();
    try {
      for (let day = 1; day <= MAX_LATEST_ARTICLES + 2; day++)
        await article(fresh, `day-${day}`, { createdAt: new Date(Date.UTC(2026, 0, day)) });
      const cards = await latestArticles(fresh);
      expect(cards).toHaveLength(MAX_LATEST_ARTICLES);
      expect(cards[0]!.slug).toBe(`day-${MAX_LATEST_ARTICLES + 2}`);
      expect(cards.at(-1)!.slug).toBe('day-3');
      expect(await latestArticles(fresh, 2)).toHaveLength(2);
    } finally {
      await fresh.dispose();
    }
  });
});

describe('articleOverview', () => {
  let story: { id: string };
  beforeAll(async () => {
    story = await article(db, 'overview-story');
    const [history, works] = [await category(db, 'overview-history'), await category(db, 'overview-works')];
    await db.prisma.blogCategoriesToArticles.create({ data: { categoryId: works.id, articleId: story.id, orderIndex: 1 } });
    await db.prisma.blogCategoriesToArticles.create({ data: { categoryId: history.id, articleId: story.id, orderIndex: 0 } });
    const cover = await file(db, 'story-cover');
    await db.prisma.blogArticlesToFileStorageModuleFiles.create({
      data: { articleId: story.id, fileStorageModuleFileId: cover.id },
    });
    const builderWidget = (slug: string) =>
      db.prisma.websiteBuilderWidget.create({ data: { slug, adminTitle: slug, variant: 'content-default' } });
    const [quote, gallery] = [await builderWidget('overview-quote'), await builderWidget('overview-gallery')];
    await db.prisma.blogArticlesToWebsiteBuilderModuleWidgets.create({
      data: { articleId: story.id, websiteBuilderModuleWidgetId: gallery.id, orderIndex: 1 },
    });
    await db.prisma.blogArticlesToWebsiteBuilderModuleWidgets.create({
      data: { articleId: story.id, websiteBuilderModuleWidgetId: quote.id, orderIndex: 0 },
    });
  });

  it('answers the url article with its categories, first image, website-builder widgets and no private content', async () => {
    const unlinked = await widget(db, 'overview-unlinked', 'article-overview-default');
    const found = await articleOverview(db, unlinked.id, 'overview-story');
    expect(found).toMatchObject({
      id: story.id,
      slug: 'overview-story',
      title: { ru: 'Статья overview-story' },
      image: { file: 'story-cover.jpg' },
      hasPrivateContent: false,
    });
    expect(found!.categories.map((category) => category.slug)).toEqual(['overview-history', 'overview-works']);
    expect(found!.widgets.map((widget) => widget.slug)).toEqual(['overview-quote', 'overview-gallery']);
    // The widget records carry what the registry's components take.
    expect(Object.keys(found!.widgets[0]!).sort()).toEqual(
      ['adminTitle', 'anchor', 'className', 'description', 'id', 'slug', 'subtitle', 'title', 'variant'].sort(),
    );
  });

  it('says whether the article has private content, never what it is', async () => {
    const secretive = await article(db, 'overview-secretive');
    await db.prisma.blogArticlePrivateContent.create({
      data: { articleId: secretive.id, adminTitle: 'secret', content: { ru: 'Только для своих' } },
    });
    const unlinked = await widget(db, 'overview-private', 'article-overview-with-private-content-default');
    const found = await articleOverview(db, unlinked.id, 'overview-secretive');
    expect(found!.hasPrivateContent).toBe(true);
    expect(JSON.stringify(found)).not.toContain('Только для своих');
  });

  it('prefers the first linked article to the url one', async () => {
    const linked = await widget(db, 'overview-linked', 'article-overview-default');
    const other = await article(db, 'overview-other');
    await db.prisma.blogWidgetsToArticles.create({ data: { widgetId: linked.id, articleId: other.id, orderIndex: 1 } });
    await db.prisma.blogWidgetsToArticles.create({ data: { widgetId: linked.id, articleId: story.id, orderIndex: 0 } });
    expect(await articleOverview(db, linked.id, 'overview-other')).toMatchObject({ id: story.id });
    expect(await articleOverview(db, linked.id, undefined)).toMatchObject({ id: story.id });
  });

  it('answers null with neither a linked nor an existing url article', async () => {
    const unlinked = await widget(db, 'overview-none', 'article-overview-default');
    expect(await articleOverview(db, unlinked.id, undefined)).toBeNull();
    expect(await articleOverview(db, unlinked.id, 'overview-missing')).toBeNull();
  });

  it('answers the article’s products as cards in link order', async () => {
    const [church, chapel] = [
      await db.prisma.ecommerceProduct.create({ data: { slug: 'overview-church', adminTitle: 'church' } }),
      await db.prisma.ecommerceProduct.create({ data: { slug: 'overview-chapel', adminTitle: 'chapel' } }),
    ];
    await db.prisma.blogArticlesToEcommerceModuleProducts.create({
      data: { articleId: story.id, ecommerceModuleProductId: church.id, orderIndex: 1 },
    });
    await db.prisma.blogArticlesToEcommerceModuleProducts.create({
      data: { articleId: story.id, ecommerceModuleProductId: chapel.id, orderIndex: 0 },
    });
    const cards = await articleProducts(db, story.id);
    expect(cards.map((card) => card.slug)).toEqual(['overview-chapel', 'overview-church']);
    expect(cards[0]).toEqual({
      id: chapel.id,
      slug: 'overview-chapel',
      purchase: { type: 'one_off' },
      title: {},
      shortDescription: {},
      image: null,
      features: [],
      prices: [],
      progress: { productId: chapel.id, donors: 0, currencies: [], readAt: expect.any(String) },
    });
  });
});

describe('categories', () => {
  it('every category is read in the admin order (what the categories navigator links)', async () => {
    const fresh = await openTestDatabase();
    try {
      await fresh.prisma.blogCategory.create({
        data: { slug: 'news', adminTitle: 'news', title: { ru: 'Новости' }, orderIndex: 2 },
      });
      await fresh.prisma.blogCategory.create({
        data: { slug: 'restoration', adminTitle: 'restoration', title: { ru: 'Реставрация' }, orderIndex: 1 },
      });
      expect(await allCategories(fresh)).toEqual([
        { id: expect.any(String), slug: 'restoration', title: { ru: 'Реставрация' }, subtitle: {}, description: {} },
        { id: expect.any(String), slug: 'news', title: { ru: 'Новости' }, subtitle: {}, description: {} },
      ]);
    } finally {
      await fresh.dispose();
    }
  });

  it('a category list shows the linked categories in link order, else every category', async () => {
    const fresh = await openTestDatabase();
    try {
      const [first, second] = [await category(fresh, 'first'), await category(fresh, 'second')];
      const linked = await widget(fresh, 'linked', 'category-list-default');
      await fresh.prisma.blogWidgetsToCategories.create({ data: { widgetId: linked.id, categoryId: first.id, orderIndex: 1 } });
      await fresh.prisma.blogWidgetsToCategories.create({ data: { widgetId: linked.id, categoryId: second.id, orderIndex: 0 } });
      expect((await categoryList(fresh, linked.id)).map((card) => card.slug)).toEqual(['second', 'first']);
      const unlinked = await widget(fresh, 'unlinked', 'category-list-default');
      expect((await categoryList(fresh, unlinked.id)).map((card) => card.slug)).toEqual(['first', 'second']);
    } finally {
      await fresh.dispose();
    }
  });

  it('a category overview answers the linked or url category with its articles in link order', async () => {
    const works = await category(db, 'overview-category');
    const [one, two] = [await article(db, 'category-one'), await article(db, 'category-two')];
    await db.prisma.blogCategoriesToArticles.create({ data: { categoryId: works.id, articleId: one.id, orderIndex: 1 } });
    await db.prisma.blogCategoriesToArticles.create({ data: { categoryId: works.id, articleId: two.id, orderIndex: 0 } });
    const unlinked = await widget(db, 'category-overview-unlinked', 'category-overview-default');
    const found = await categoryOverview(db, unlinked.id, 'overview-category');
    expect(found).toMatchObject({ id: works.id, title: { ru: 'Категория overview-category' } });
    expect(found!.articles.map((card) => card.slug)).toEqual(['category-two', 'category-one']);

    const linked = await widget(db, 'category-overview-linked', 'category-overview-default');
    const other = await category(db, 'overview-other-category');
    await db.prisma.blogWidgetsToCategories.create({ data: { widgetId: linked.id, categoryId: other.id } });
    expect(await categoryOverview(db, linked.id, 'overview-category')).toMatchObject({ id: other.id, articles: [] });
    expect(await categoryOverview(db, unlinked.id, 'missing')).toBeNull();
    expect(await categoryOverview(db, unlinked.id, undefined)).toBeNull();
  });
});
