import { localized } from '@/shared/localized-text';
import { articleList } from '@/server/modules/blog/widget-content.service';
import { siteDatabase } from '@/server/pages/site-database';
import { WidgetSection } from '../shared/widget-section';
import type { WidgetProps } from '../types';
import { ArticleGrid } from './article-card';

/**
 * Article cards: the widget's linked articles; with none, the articles of the category in the url; else the
 * newest ones.
 */
export async function ArticleListDefault({ widget, page }: WidgetProps) {
  // The page read the widget's row with every readable column: its latestCount is not read again.
  const latestCount =
    'latestCount' in widget && (typeof widget.latestCount === 'number' || widget.latestCount === null)
      ? widget.latestCount
      : undefined;
  const articles = await articleList(siteDatabase(), widget.id, page.segments['blog.categories.slug'], latestCount);
  const { language } = page;
  return (
    <WidgetSection widget={widget} language={language}>
      {/* Under the widget's own title (an h2) the cards are h3; without one they are the section's headings. */}
      <ArticleGrid articles={articles} language={language} heading={localized(widget.title, language) ? 'h3' : 'h2'} />
    </WidgetSection>
  );
}
