import { localized } from '@/shared/localized-text';
import type { Language } from '@/shared/languages';
import { cn } from '@/lib/utils';
import { productOverview } from '@/server/modules/ecommerce/widget-content.service';
import { WebsiteBuilderWidgets } from '../shared/website-builder-widgets';
import { siteDatabase } from '@/server/pages/site-database';
import { RichText } from '../shared/rich-text';
import { SiteFile } from '../shared/site-file';
import type { WidgetProps } from '../types';
import { ecommerceDictionary } from './dictionary';
import { AttributeList } from './attribute-list';
import { FundraisingProgress } from './fundraising-progress';
import { ProductPurchase } from './product-purchase-island';

/** The heading's image: half the content column from 1024 px (less the gap), the column's width below. */
const HEADING_IMAGE_SIZES = '(min-width: 1152px) 536px, (min-width: 1024px) 46vw, calc(100vw - 2rem)';

/** Whether a rich text says anything in the language (or its fallback): an empty one leaves no padded gap. */
const hasText = (value: unknown, language: Language) => localized(value, language).trim() !== '';

/**
 * One project: a heading (title, short description, features, what it has raised towards its goal, price with the cart
 * actions, first image), its description, then its website-builder
 * widgets (quote, facts, story) on the same page. The project is the widget's first linked product, else the one
 * in the url; with neither the widget renders nothing (the page has answered 404 for a missing url record).
 */
export async function ProductOverviewDefault({ widget, page }: WidgetProps) {
  const product = await productOverview(siteDatabase(), widget.id, page.segments['ecommerce.products.slug']);
  if (!product) return null;
  const { language } = page;
  const title = localized(product.title, language) || product.slug;
  const shortDescription = localized(product.shortDescription, language);
  const image = product.images[0];
  return (
    <article id={widget.anchor || undefined} className={cn(widget.className)} data-project={product.slug}>
      <header className="site-container grid items-center gap-8 py-10 md:py-16 lg:grid-cols-2 lg:gap-8">
        <div className="flex flex-col gap-4">
          <p className="text-sm font-medium tracking-wide text-primary uppercase">
            {/* A subscription is a regular gift, not a project of its own. */}
            {ecommerceDictionary(language)[product.purchase.type === 'subscription' ? 'subscription' : 'project']}
          </p>
          <h1 className="font-heading text-3xl leading-tight text-balance break-words sm:text-4xl md:text-5xl">{title}</h1>
          {shortDescription ? <p className="text-lg text-muted-foreground md:text-xl">{shortDescription}</p> : null}
          <AttributeList attributes={product.features} language={language} className="text-base" />
          {product.prices.length ? (
            <div className="flex max-w-md flex-col gap-5 rounded-xl border bg-card p-5 shadow-sm" data-product-offer>
              <FundraisingProgress progress={product.progress} language={language} />
              <ProductPurchase
                productId={product.id}
                productTitle={title}
                prices={product.prices}
                language={language}
                purchase={product.purchase}
                oneStep
              />
            </div>
          ) : (
            <FundraisingProgress progress={product.progress} language={language} className="max-w-md" />
          )}
        </div>
        {image ? (
          // Above the fold: loaded at once (priority), in a box of fixed proportion so nothing moves when it comes.
          <div className="relative aspect-[4/3] overflow-hidden rounded-xl bg-muted">
            <SiteFile file={image} sizes={HEADING_IMAGE_SIZES} priority className="absolute inset-0 size-full" />
          </div>
        ) : null}
      </header>
      {hasText(product.description, language) ? (
        <div className="site-container pb-12 md:pb-16">
          <RichText value={product.description} language={language} />
        </div>
      ) : null}
      <WebsiteBuilderWidgets widgets={product.widgets} page={page} />
    </article>
  );
}
