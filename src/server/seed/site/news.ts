import type { Database } from '../../db/database';
import type { Placed, Site } from './build';
import { ARTICLES, type ArticleKey } from './news-articles';
import { CATEGORIES, type ArticleSpec, type CategoryKey } from './news-categories';
import type { ProjectIds } from './projects';
import { richText } from './rich-text';

export type ArticleIds = Record<ArticleKey, string>;

interface ArticleLinks {
  categoryIds: Record<CategoryKey, string>;
  projectIds: ProjectIds;
  /** Its place in its categories: 0 for the newest, as the list of all articles shows them. */
  newness: number;
}

function describeArticle(site: Site, article: ArticleSpec, { categoryIds, projectIds, newness }: ArticleLinks) {
  const { tables } = site;
  const { slug, adminTitle, title, subtitle } = article;
  const articleId = tables.articles.add({
    slug,
    adminTitle,
    title,
    subtitle,
    description: richText(article.body),
    status: 'published',
    publishedAt: publicationDate(article),
  });
  tables.articlesToFiles.add({ articleId, fileStorageModuleFileId: site.file(article.image) });
  article.categories.forEach((key) =>
    tables.categoriesToArticles.add({ categoryId: categoryIds[key], articleId, orderIndex: newness }),
  );
  article.projects.forEach((key, orderIndex) =>
    tables.articlesToProducts.add({ articleId, ecommerceModuleProductId: projectIds[key], orderIndex }),
  );
  if (article.privateContent)
    tables.articlePrivateContents.add({
      articleId,
      adminTitle: `${adminTitle}: private`,
      content: richText(article.privateContent),
    });
  return articleId;
}

/** The news categories and articles, oldest first (so the newest lists first). */
export function describeNews(site: Site, projectIds: ProjectIds): ArticleIds {
  const categoryIds = Object.fromEntries(
    Object.entries(CATEGORIES).map(([key, { slug, title, description }], orderIndex) => [
      key,
      site.tables.categories.add({ slug, title, description, adminTitle: `Category: ${title.en}`, orderIndex }),
    ]),
  ) as Record<CategoryKey, string>;
  const entries = Object.entries(ARTICLES) as [ArticleKey, ArticleSpec][];
  return Object.fromEntries(
    entries.map(([key, article], index) => [
      key,
      describeArticle(site, article, { categoryIds, projectIds, newness: entries.length - 1 - index }),
    ]),
  ) as ArticleIds;
}

/** `/blog` (every article, then the newsletters to subscribe to), one article's page and one category's page. */
export function describeNewsPages(site: Site, newsletters: Placed): void {
  const navigator = site.section({ adminTitle: 'News: categories navigator', variant: 'categories-navigator-default' });
  site.page({
    url: '/blog',
    title: 'Новости',
    description: 'Новости фонда: реставрация, экспедиции, события',
    adminTitle: 'News',
    meta: {
      ru: {
        title: 'Новости — Фонд «Венец»',
        description: 'Как идут работы на наших объектах, что мы нашли в экспедициях и архивах, как прошли волонтёрские лагеря.',
        keywords: 'новости, реставрация, экспедиции, волонтёры, деревянное зодчество',
      },
      en: {
        title: 'News — Venets Foundation',
        description:
          'How the works on our sites are going, what we found on expeditions and in archives, how the volunteer camps went.',
        keywords: 'news, restoration, expeditions, volunteers, wooden architecture',
      },
    },
    widgets: [
      site.section({
        adminTitle: 'News: heading',
        variant: 'content-heading-default',
        title: { ru: 'Новости', en: 'News' },
        subtitle: { ru: 'С наших строек, из экспедиций и архивов', en: 'From our sites, expeditions and archives' },
        files: ['streamStones'],
      }),
      navigator,
      site.blog({ adminTitle: 'News: all articles', variant: 'article-list-default' }),
      newsletters,
    ],
  });
  site.page({
    url: '/blog/articles/[blog.articles.slug]',
    title: 'Статья',
    description: 'Статья фонда',
    adminTitle: 'Article',
    type: 'article',
    meta: {
      ru: {
        title: 'Новости фонда «Венец»',
        description: 'Новости о реставрации деревянных построек Русского Севера.',
        keywords: 'новости, реставрация, деревянное зодчество',
      },
      en: {
        title: 'Venets Foundation news',
        description: 'News on the restoration of the wooden buildings of the Russian North.',
        keywords: 'news, restoration, wooden architecture',
      },
    },
    widgets: [site.blog({ adminTitle: 'Article: overview', variant: 'article-overview-with-private-content-default' })],
  });
  site.page({
    url: '/blog/categories/[blog.categories.slug]',
    title: 'Рубрика',
    description: 'Статьи рубрики',
    adminTitle: 'News category',
    meta: {
      ru: {
        title: 'Рубрика новостей — Фонд «Венец»',
        description: 'Статьи фонда по одной теме: реставрация, экспедиции или события фонда.',
        keywords: 'новости, рубрика, реставрация, экспедиции',
      },
      en: {
        title: 'News category — Venets Foundation',
        description: "The foundation's articles on one topic: restoration, expeditions or foundation news.",
        keywords: 'news, category, restoration, expeditions',
      },
    },
    widgets: [navigator, site.blog({ adminTitle: 'News category: overview', variant: 'category-overview-default' })],
  });
}

/** The latest news on the home page: no article linked, so the three newest published ones, a new post among them. */
export function latestNews(site: Site): Placed {
  return site.blog({
    adminTitle: 'Home: latest news',
    variant: 'article-list-default',
    title: { ru: 'Новости', en: 'News' },
    subtitle: { ru: 'С наших строек', en: 'From our sites' },
    latestCount: 3,
  });
}

/** The day an article came out, at noon UTC, so that the day is the same in every time zone the site is read in. */
const publicationDate = (article: ArticleSpec) => `${article.published}T12:00:00Z`;

/**
 * Gives the articles their creation as they came out too, as their publication dates (which the cards show and the
 * newest-first lists sort by): the generic calls leave createdAt to the database, so the seed sets it in the same
 * transaction.
 */
export async function dateArticles(db: Pick<Database, 'query'>): Promise<void> {
  const rows = Object.values(ARTICLES).map((article: ArticleSpec) => [article.slug, publicationDate(article)]);
  await db.query(
    `UPDATE "BlogArticle" AS a SET "createdAt" = d.at::timestamptz, "updatedAt" = d.at::timestamptz
     FROM jsonb_to_recordset($1::jsonb) AS d(slug text, at text) WHERE a."slug" = d.slug`,
    [JSON.stringify(rows.map(([slug, at]) => ({ slug, at })))],
  );
}
