import { SiteLink } from '@/components/site/site-link';
import { buttonVariants } from '@/components/ui/button-variants';
import { localized } from '@/shared/localized-text';
import { cn } from '@/lib/utils';
import { categoryList } from '@/server/modules/blog/widget-content.service';
import { siteDatabase } from '@/server/pages/site-database';
import { NoFoundItems } from '../shared/no-found-items';
import { WidgetSection } from '../shared/widget-section';
import type { WidgetProps } from '../types';
import { categoryHref } from './article-card';
import { blogDictionary } from './dictionary';

/**
 * Categories as a row of buttons (the widget's linked ones, else all), each linking to its category; the one in
 * the url is filled and marked current.
 */
export async function CategoryListButtonDefault({ widget, page }: WidgetProps) {
  const categories = await categoryList(siteDatabase(), widget.id);
  const { language } = page;
  const current = page.segments['blog.categories.slug'];
  return (
    <WidgetSection widget={widget} language={language}>
      {categories.length ? (
        <nav aria-label={blogDictionary(language).categories}>
          <ul role="list" className="flex flex-wrap gap-3" data-category-buttons>
            {categories.map((category) => {
              const isCurrent = category.slug === current;
              return (
                <li key={category.id}>
                  <SiteLink
                    href={categoryHref(category.slug, language)}
                    aria-current={isCurrent ? 'page' : undefined}
                    // Titles wrap on a narrow screen rather than overflow it: the fixed height becomes a minimum.
                    className={cn(
                      buttonVariants({ variant: isCurrent ? 'default' : 'outline' }),
                      'h-auto min-h-9 py-2 text-center whitespace-normal',
                    )}
                  >
                    {localized(category.title, language) || category.slug}
                  </SiteLink>
                </li>
              );
            })}
          </ul>
        </nav>
      ) : (
        <NoFoundItems language={language} />
      )}
    </WidgetSection>
  );
}
