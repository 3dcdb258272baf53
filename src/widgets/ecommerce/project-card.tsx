import { SiteLink } from '@/components/site/site-link';
import { localized } from '@/shared/localized-text';
import type { Language } from '@/shared/languages';
import type { ProductCard } from '@/server/modules/ecommerce/widget-content.service';
import { CARD, CARD_GRID, CARD_HEADING, CARD_IMAGE_BOX, CARD_IMAGE_SIZES, CARD_LINK, type CardHeading } from '../shared/card';
import { NoFoundItems } from '../shared/no-found-items';
import { SiteFile } from '../shared/site-file';
import { siteDictionary } from '../shared/dictionary';
import { AttributeList } from './attribute-list';
import { FundraisingProgress } from './fundraising-progress';
import { ProductPurchase } from './product-purchase-island';
import { ArrowRightIcon } from '../shared/icons';

/**
 * A project (ecommerce product) as a card: first image, title, short description, features; links to
 * `/projects/{slug}`. Under them what it has raised towards its goal, then its price, with a currency toggle and the
 * cart actions (above the card's link).
 */
export function ProjectCard({
  product,
  language,
  heading: Heading = 'h3',
}: {
  product: ProductCard;
  language: Language;
  /** h3 under a titled section, h2 when nothing above the cards is a heading. */
  heading?: CardHeading;
}) {
  const title = localized(product.title, language) || product.slug;
  const description = localized(product.shortDescription, language);
  return (
    <article className={CARD} data-project-card={product.slug}>
      {product.image ? (
        <div className={CARD_IMAGE_BOX}>
          <SiteFile file={product.image} sizes={CARD_IMAGE_SIZES} className="absolute inset-0 size-full" />
        </div>
      ) : null}
      <div className="flex flex-1 flex-col gap-2 p-5 md:p-6">
        <Heading className={CARD_HEADING}>
          {/* Not prefetched on sight: a grid of cards would fetch every page it links; hover still prefetches. */}
          <SiteLink href={`/${language}/projects/${encodeURIComponent(product.slug)}`} prefetch={false} className={CARD_LINK}>
            {title}
          </SiteLink>
        </Heading>
        {description ? <p className="line-clamp-4 text-muted-foreground">{description}</p> : null}
        <AttributeList attributes={product.features} language={language} />
        {/* What the card leads to, for the eye: the link's name is the title alone. */}
        <span aria-hidden="true" className="mt-auto inline-flex items-center gap-1 pt-2 text-sm font-medium text-primary">
          {siteDictionary(language).readMore}
          <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none" />
        </span>
        {product.prices.length ? (
          <div className="mt-2 flex flex-col gap-4 border-t pt-4">
            <FundraisingProgress progress={product.progress} language={language} />
            <ProductPurchase
              productId={product.id}
              productTitle={title}
              prices={product.prices}
              language={language}
              purchase={product.purchase}
            />
          </div>
        ) : (
          <FundraisingProgress progress={product.progress} language={language} className="mt-2 border-t pt-4" />
        )}
      </div>
    </article>
  );
}

/** Projects as cards in CARD_GRID, or what an empty list says. */
export function ProjectGrid({
  products,
  language,
  heading,
}: {
  products: readonly ProductCard[];
  language: Language;
  heading?: CardHeading;
}) {
  if (!products.length) return <NoFoundItems language={language} />;
  return (
    <ul role="list" className={CARD_GRID} data-project-list>
      {products.map((product) => (
        <li key={product.id}>
          <ProjectCard product={product} language={language} heading={heading} />
        </li>
      ))}
    </ul>
  );
}
