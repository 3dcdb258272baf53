import 'server-only';
import type { Prisma } from '../../../generated/prisma/client';
import type { Database } from '../../db/database';
import { ADMIN_ORDER } from '../../db/admin-order';
import { PUBLIC_FILE_FIELDS, type PublicFile } from '../file-storage/widget-content.service';
import {
  imageLinkWhere,
  MAX_LIST_ITEMS,
  productCardSelect,
  productCards,
  type ProductCard,
} from '../ecommerce/widget-content.service';
import { PUBLISHED_STATUS } from '../../../shared/registry/visibility';
import { widgetRecordSelect, type WebsiteBuilderWidgetRecord } from '../website-builder/widget-content.service';

/**
 * What the blog module's public widgets read. Pages are cached for every visitor, so these reads see public
 * fields only: an article's private content is never read here, only whether it has any.
 */

/** How many articles a list with nothing linked shows: the newest ones. */
export const MAX_LATEST_ARTICLES = 24;

/** Only published articles are anyone's to see (`@publicWhenPublished`): every read here keeps to them. */
const published = { status: PUBLISHED_STATUS } satisfies Prisma.BlogArticleWhereInput;

/** Newest first by publication date (an article from before dates had none: its creation), id breaking ties. */
const newestFirst = [
  { publishedAt: { sort: 'desc', nulls: 'last' } },
  { createdAt: 'desc' },
  { id: 'desc' },
] satisfies Prisma.BlogArticleOrderByWithRelationInput[];

const articleCardSelect = {
  id: true,
  slug: true,
  title: true,
  subtitle: true,
  createdAt: true,
  publishedAt: true,
  articlesToFileStorageModuleFiles: {
    where: imageLinkWhere,
    orderBy: ADMIN_ORDER,
    take: 1,
    select: { fileStorageModuleFile: { select: PUBLIC_FILE_FIELDS } },
  },
} satisfies Prisma.BlogArticleSelect;

type ArticleCardRow = Prisma.BlogArticleGetPayload<{ select: typeof articleCardSelect }>;

export interface ArticleCard {
  id: string;
  slug: string;
  /** Multilingual `{ en, ru }`. */
  title: Prisma.JsonValue;
  subtitle: Prisma.JsonValue;
  /** The article's date on the site: its publication date, else (an article from before there were any) its creation. */
  date: Date;
  image: PublicFile | null;
}

const toArticleCard = ({
  articlesToFileStorageModuleFiles: images,
  publishedAt,
  createdAt,
  ...article
}: ArticleCardRow): ArticleCard => ({
  ...article,
  date: publishedAt ?? createdAt,
  image: images[0]?.fileStorageModuleFile ?? null,
});

const categoryCardSelect = {
  id: true,
  slug: true,
  title: true,
  subtitle: true,
  description: true,
} satisfies Prisma.BlogCategorySelect;

export type CategoryCard = Prisma.BlogCategoryGetPayload<{ select: typeof categoryCardSelect }>;

/** The published articles linked to a blog widget, in link order. */
export async function widgetArticles(db: Database, widgetId: string): Promise<ArticleCard[]> {
  const links = await db.prisma.blogWidgetsToArticles.findMany({
    where: { widgetId, article: published },
    orderBy: ADMIN_ORDER,
    take: MAX_LIST_ITEMS,
    select: { article: { select: articleCardSelect } },
  });
  return links.map((link) => toArticleCard(link.article));
}

/** The published articles of the category with this slug, in link order; null when there is no such category. */
export async function categoryArticles(db: Database, slug: string): Promise<ArticleCard[] | null> {
  const category = await db.prisma.blogCategory.findUnique({
    where: { slug },
    select: {
      categoriesToArticles: {
        where: { article: published },
        orderBy: ADMIN_ORDER,
        take: MAX_LIST_ITEMS,
        select: { article: { select: articleCardSelect } },
      },
    },
  });
  return category ? category.categoriesToArticles.map((link) => toArticleCard(link.article)) : null;
}

/** The newest published articles, newest first by publication date. */
export async function latestArticles(db: Database, limit = MAX_LATEST_ARTICLES): Promise<ArticleCard[]> {
  const articles = await db.prisma.blogArticle.findMany({
    where: published,
    orderBy: newestFirst,
    take: limit,
    select: articleCardSelect,
  });
  return articles.map(toArticleCard);
}

/**
 * What an article list shows: its linked articles (a hand-picked list); with none, the articles of the category the
 * url names (`blog.categories.slug`); with no such category either, the newest published ones, as many as the widget's
 * `latestCount` says (else MAX_LATEST_ARTICLES): a new post reaches such a list by itself. A caller holding the
 * widget's row passes its `latestCount` (null included), which is then not read again.
 */
export async function articleList(
  db: Database,
  widgetId: string,
  categorySlug: string | undefined,
  latestCount?: number | null,
): Promise<ArticleCard[]> {
  const linked = await widgetArticles(db, widgetId);
  if (linked.length) return linked;
  const ofCategory = categorySlug ? await categoryArticles(db, categorySlug) : null;
  if (ofCategory) return ofCategory;
  const count =
    latestCount !== undefined
      ? latestCount
      : (await db.prisma.blogWidget.findUnique({ where: { id: widgetId }, select: { latestCount: true } }))?.latestCount;
  return latestArticles(db, count ?? MAX_LATEST_ARTICLES);
}

/** The categories linked to a blog widget, in link order. */
export async function widgetCategories(db: Database, widgetId: string): Promise<CategoryCard[]> {
  const links = await db.prisma.blogWidgetsToCategories.findMany({
    where: { widgetId },
    orderBy: ADMIN_ORDER,
    take: MAX_LIST_ITEMS,
    select: { category: { select: categoryCardSelect } },
  });
  return links.map((link) => link.category);
}

/** Every category in the admin's order (at most MAX_LIST_ITEMS): also what the website-builder's categories navigator links. */
export function allCategories(db: Database): Promise<CategoryCard[]> {
  return db.prisma.blogCategory.findMany({ orderBy: ADMIN_ORDER, take: MAX_LIST_ITEMS, select: categoryCardSelect });
}

/** What a category list shows: its linked categories, else every category. */
export async function categoryList(db: Database, widgetId: string): Promise<CategoryCard[]> {
  const linked = await widgetCategories(db, widgetId);
  return linked.length ? linked : allCategories(db);
}

const articleOverviewSelect = {
  ...articleCardSelect,
  description: true,
  categoriesToArticles: {
    orderBy: ADMIN_ORDER,
    take: MAX_LIST_ITEMS,
    select: { category: { select: { id: true, slug: true, title: true } } },
  },
  articlesToWebsiteBuilderModuleWidgets: {
    orderBy: ADMIN_ORDER,
    take: MAX_LIST_ITEMS,
    select: { websiteBuilderModuleWidget: { select: widgetRecordSelect } },
  },
  // A count, never the rows: the content is for the reader's own request, read in the browser.
  _count: { select: { articlePrivateContents: true } },
} satisfies Prisma.BlogArticleSelect;

export interface ArticleOverview {
  id: string;
  slug: string;
  title: Prisma.JsonValue;
  subtitle: Prisma.JsonValue;
  /** Rich text per language. */
  description: Prisma.JsonValue;
  /** As an ArticleCard's. */
  date: Date;
  categories: { id: string; slug: string; title: Prisma.JsonValue }[];
  image: PublicFile | null;
  /** Its website-builder widgets in link order. */
  widgets: WebsiteBuilderWidgetRecord[];
  /** Whether it has private content (`blog.article-private-contents`): the content itself is not read. */
  hasPrivateContent: boolean;
}

/**
 * The article an overview widget shows: its first linked article, else the article whose slug the url holds;
 * null when neither exists.
 */
export async function articleOverview(db: Database, widgetId: string, slug: string | undefined): Promise<ArticleOverview | null> {
  const linked = await db.prisma.blogWidgetsToArticles.findFirst({
    where: { widgetId },
    orderBy: ADMIN_ORDER,
    select: { articleId: true },
  });
  const where = linked ? { id: linked.articleId } : slug ? { slug } : undefined;
  if (!where) return null;
  const article = await db.prisma.blogArticle.findFirst({ where: { ...where, ...published }, select: articleOverviewSelect });
  if (!article) return null;
  const {
    categoriesToArticles: categories,
    articlesToFileStorageModuleFiles: images,
    articlesToWebsiteBuilderModuleWidgets: widgets,
    _count: counts,
    publishedAt,
    createdAt,
    ...fields
  } = article;
  return {
    ...fields,
    date: publishedAt ?? createdAt,
    categories: categories.map((link) => link.category),
    image: images[0]?.fileStorageModuleFile ?? null,
    widgets: widgets.map((link) => link.websiteBuilderModuleWidget),
    hasPrivateContent: counts.articlePrivateContents > 0,
  };
}

/** The projects (ecommerce products) an article links, in link order, as cards. */
export async function articleProducts(db: Database, articleId: string): Promise<ProductCard[]> {
  const links = await db.prisma.blogArticlesToEcommerceModuleProducts.findMany({
    where: { articleId },
    orderBy: ADMIN_ORDER,
    take: MAX_LIST_ITEMS,
    select: { ecommerceModuleProduct: { select: productCardSelect } },
  });
  return productCards(
    db,
    links.map((link) => link.ecommerceModuleProduct),
  );
}

export interface CategoryOverview extends CategoryCard {
  /** Its articles in link order. */
  articles: ArticleCard[];
}

/**
 * The category an overview widget shows, with its articles: its first linked category, else the category whose
 * slug the url holds; null when neither exists.
 */
export async function categoryOverview(
  db: Database,
  widgetId: string,
  slug: string | undefined,
): Promise<CategoryOverview | null> {
  const linked = await db.prisma.blogWidgetsToCategories.findFirst({
    where: { widgetId },
    orderBy: ADMIN_ORDER,
    select: { categoryId: true },
  });
  const where = linked ? { id: linked.categoryId } : slug ? { slug } : undefined;
  if (!where) return null;
  const category = await db.prisma.blogCategory.findUnique({
    where,
    select: {
      ...categoryCardSelect,
      categoriesToArticles: {
        where: { article: published },
        orderBy: ADMIN_ORDER,
        take: MAX_LIST_ITEMS,
        select: { article: { select: articleCardSelect } },
      },
    },
  });
  if (!category) return null;
  const { categoriesToArticles: links, ...fields } = category;
  return { ...fields, articles: links.map((link) => toArticleCard(link.article)) };
}
