import { localized } from '@/shared/localized-text';
import { cn } from '@/lib/utils';
import { allCategories } from '@/server/modules/blog/widget-content.service';
import { NoFoundItems } from '../shared/no-found-items';
import { siteDatabase } from '@/server/pages/site-database';
import { WidgetSection } from '../shared/widget-section';
import type { WidgetProps } from '../types';
import { SiteAnchor } from './site-anchor';
import { websiteBuilderDictionary } from './dictionary';

/** The url segment that holds the blog category visited (`/blog/categories/[blog.categories.slug]`). */
const CATEGORY_SEGMENT = 'blog.categories.slug';

/** Links to every blog category, the one in the url marked as the current page. */
export async function CategoriesNavigatorDefault({ widget, page }: WidgetProps) {
  const { language } = page;
  const categories = await allCategories(siteDatabase());
  const current = page.segments[CATEGORY_SEGMENT];
  return (
    <WidgetSection widget={widget} language={language} className="py-6 md:py-8">
      {categories.length ? (
        <nav aria-label={localized(widget.title, language) || websiteBuilderDictionary(language).categories}>
          <ul className="flex flex-wrap gap-2" data-categories="">
            {categories.map((category) => (
              <li key={category.id}>
                <SiteAnchor
                  url={`/blog/categories/${encodeURIComponent(category.slug)}`}
                  language={language}
                  aria-current={category.slug === current ? 'page' : undefined}
                  className={cn(
                    'inline-flex min-h-9 items-center rounded-full border px-4 py-1.5 text-sm font-medium outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50',
                    'bg-card hover:bg-accent hover:text-accent-foreground',
                    'aria-[current=page]:border-primary aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground aria-[current=page]:hover:bg-primary/90 aria-[current=page]:hover:text-primary-foreground',
                  )}
                >
                  {localized(category.title, language) || category.slug}
                </SiteAnchor>
              </li>
            ))}
          </ul>
        </nav>
      ) : (
        <NoFoundItems language={language} />
      )}
    </WidgetSection>
  );
}
