import { articleOverview, articleProducts } from '@/server/modules/blog/widget-content.service';
import { ProjectGrid } from '../ecommerce/project-card';
import { siteDatabase } from '@/server/pages/site-database';
import type { WidgetProps } from '../types';
import { ArticleView } from './article-view';
import { blogDictionary } from './dictionary';

/** An article, then the projects (ecommerce products) it links, as project cards. */
export async function ArticleOverviewEcommerceModuleProductListDefault({ widget, page }: WidgetProps) {
  const db = siteDatabase();
  const article = await articleOverview(db, widget.id, page.segments['blog.articles.slug']);
  if (!article) return null;
  const products = await articleProducts(db, article.id);
  const headingId = `article-projects-${article.id}`;
  return (
    <ArticleView article={article} widget={widget} page={page}>
      <section aria-labelledby={headingId} className="mt-12" data-article-projects>
        <h2 id={headingId} className="mb-6 font-heading text-2xl leading-tight md:text-3xl">
          {blogDictionary(page.language).projects}
        </h2>
        <ProjectGrid products={products} language={page.language} heading="h3" />
      </section>
    </ArticleView>
  );
}
