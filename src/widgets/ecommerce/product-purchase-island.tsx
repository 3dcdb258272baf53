'use client';

import { drawnThenLoadedWhenNear } from '@/lib/islands';

/**
 * A product's price and cart actions: their code is loaded by the pages that show a product only, and there once the
 * product comes near the screen (the home page's projects are far down it; docs/decisions/0084).
 */
export const ProductPurchase = drawnThenLoadedWhenNear(() =>
  import('./product-purchase').then((module) => module.ProductPurchase),
);
