import { articleOverview } from '@/server/modules/blog/widget-content.service';
import { siteDatabase } from '@/server/pages/site-database';
import type { WidgetProps } from '../types';
import { ArticleView } from './article-view';
import { PrivateContent } from './private-content-island';

/**
 * An article, then its private content read in the browser with the visitor's session (the page is cached for
 * everyone, so the server only knows whether there is any). An article without private content loads no script.
 */
export async function ArticleOverviewWithPrivateContentDefault({ widget, page }: WidgetProps) {
  const article = await articleOverview(siteDatabase(), widget.id, page.segments['blog.articles.slug']);
  if (!article) return null;
  return (
    <ArticleView article={article} widget={widget} page={page}>
      {article.hasPrivateContent ? <PrivateContent key={article.id} articleId={article.id} language={page.language} /> : null}
    </ArticleView>
  );
}
