import { articleOverview } from '@/server/modules/blog/widget-content.service';
import { siteDatabase } from '@/server/pages/site-database';
import type { WidgetProps } from '../types';
import { ArticleView } from './article-view';

/**
 * An article (the widget's first linked one, else the one in the url): nothing when there is neither, since
 * the page has already answered 404 for a url naming no article.
 */
export async function ArticleOverviewDefault({ widget, page }: WidgetProps) {
  const article = await articleOverview(siteDatabase(), widget.id, page.segments['blog.articles.slug']);
  return article ? <ArticleView article={article} widget={widget} page={page} /> : null;
}
