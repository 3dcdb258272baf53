import { SiteLink } from '@/components/site/site-link';
import { buttonVariants } from '@/components/ui/button-variants';
import { localized } from '@/shared/localized-text';
import { productList } from '@/server/modules/ecommerce/widget-content.service';
import { siteDatabase } from '@/server/pages/site-database';
import { WidgetSection } from '../shared/widget-section';
import { siteDictionary } from '../shared/dictionary';
import type { WidgetProps } from '../types';
import { ProjectGrid } from './project-card';
import { ArrowRightIcon } from '../shared/icons';

/** The page listing every project: its own list needs no link to itself. */
const PROJECTS_URL = '/projects';

/**
 * The foundation's projects as cards (the widget's linked products, else all), then a link to all projects (not under a
 * list of subscriptions only).
 */
export async function ProductListDefault({ widget, page }: WidgetProps) {
  const products = await productList(siteDatabase(), widget.id);
  const { language } = page;
  // A list of regular gifts only (the friends' monthly gift) leads to no projects.
  const noProjects = products.length > 0 && products.every((product) => product.purchase.type === 'subscription');
  const onProjectsPage = page.url.replace(/\/+$/, '') === PROJECTS_URL;
  return (
    <WidgetSection widget={widget} language={language}>
      <ProjectGrid products={products} language={language} heading={localized(widget.title, language) ? 'h3' : 'h2'} />
      {onProjectsPage || noProjects ? null : (
        <p className="mt-10 flex justify-center">
          <SiteLink
            href={`/${language}${PROJECTS_URL}`}
            className={buttonVariants({ variant: 'outline', size: 'lg' })}
            data-all-projects
          >
            {siteDictionary(language).allProjects}
            <ArrowRightIcon aria-hidden="true" />
          </SiteLink>
        </p>
      )}
    </WidgetSection>
  );
}
