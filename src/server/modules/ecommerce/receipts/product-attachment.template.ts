import { z } from 'zod';
import { amountText } from '../../../../shared/amount-text';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../../../shared/languages';
import { localized } from '../../../../shared/localized-text';
import { idOf } from '../../../../shared/registry/zod-fields';
import { notFound } from '../../../errors';
import type { FileTemplate } from '../../file-storage';
import { box, IMAGE_COLORS, page } from '../../file-storage';
import { siteName } from '../../host';
import { pricesOfProducts } from '../prices.service';

const productAttachmentInput = z.strictObject({
  productId: idOf('productId'),
  language: z.enum(LANGUAGES, { error: `language must be one of ${LANGUAGES.join(', ')}` }).default(DEFAULT_LANGUAGE),
});

/**
 * A product's card as a file to attach to it (products-to-file-storage-module-files, variant attachment-default), 1500
 * × 1500: the site's name, the product's title and short description, and its own prices in every currency.
 */
export const productAttachmentTemplate: FileTemplate<z.infer<typeof productAttachmentInput>> = {
  variant: 'generate-template-ecommerce-product-attachment-default',
  width: 1500,
  height: 1500,
  input: productAttachmentInput,
  async draw(db, { productId, language }) {
    const [product, prices, name] = await Promise.all([
      db.prisma.ecommerceProduct.findUnique({
        where: { id: productId },
        select: { slug: true, title: true, shortDescription: true },
      }),
      pricesOfProducts(db, [productId]),
      siteName(db, language),
    ]);
    if (!product) throw notFound(`EcommerceProduct with id ${productId} not found`, 'productId');
    const title = localized(product.title, language) || product.slug;
    return {
      name: `product-${product.slug}`.slice(0, 100),
      adminTitle: title,
      alt: title,
      element: page(
        120,
        box({ fontSize: 40, color: IMAGE_COLORS.accent, letterSpacing: 2 }, name),
        box({ flexGrow: 1 }),
        box({ fontSize: 110, fontWeight: 700, lineHeight: 1.1 }, title),
        box(
          { marginTop: 40, fontSize: 46, color: IMAGE_COLORS.muted, lineHeight: 1.35 },
          localized(product.shortDescription, language),
        ),
        box(
          { marginTop: 60, gap: 48, fontSize: 64, fontWeight: 700, color: IMAGE_COLORS.accent },
          ...prices
            .filter((price) => price.storeId === null)
            .map((price) => box({}, amountText(price.amount, price.currency, language))),
        ),
      ),
    };
  },
};
