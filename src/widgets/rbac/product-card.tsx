import { SiteLink } from '@/components/site/site-link';
import { localized } from '@/shared/localized-text';
import type { Language } from '@/shared/languages';
import type { ProductCard as Product } from '@/server/modules/ecommerce/widget-content.service';
import { SiteFile } from '@/widgets/shared/site-file';
import { CARD_HEADING, CARD_IMAGE_SIZES, CARD_LINK } from './card-link';

/**
 * A project (ecommerce product) of a subject as a card linking to `/projects/{slug}`: its first image, title and
 * short description. The rbac widgets' own card: the ecommerce widgets' project card is theirs to change.
 */
export function ProductCard({ product, language }: { product: Product; language: Language }) {
  const title = localized(product.title, language) || product.slug;
  const description = localized(product.shortDescription, language);
  return (
    <SiteLink
      href={`/${language}/projects/${encodeURIComponent(product.slug)}`}
      className={CARD_LINK}
      data-testid="rbac-product-card"
    >
      {product.image ? (
        // The box gives every card the same image height, whatever the file's own proportions.
        <div className="relative aspect-[4/3] overflow-hidden bg-muted">
          <SiteFile file={product.image} sizes={CARD_IMAGE_SIZES} className="h-full w-full" />
        </div>
      ) : null}
      <div className="flex flex-col gap-2 p-6">
        <h3 className={CARD_HEADING}>{title}</h3>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
    </SiteLink>
  );
}
