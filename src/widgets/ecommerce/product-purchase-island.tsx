'use client';

import { lazy, type ComponentProps } from 'react';
import { HydrateWhenNear } from '@/components/site/hydrate-when-near';

/*
 * A product's price and cart actions: their code is loaded by the pages that show a product only, and there once the
 * product comes near the screen (the home page's projects are far down it; docs/decisions/0084). React's `lazy`, not
 * next/dynamic, which would have the page preload the code at once.
 */
const Purchase = lazy(() => import('./product-purchase').then((module) => ({ default: module.ProductPurchase })));

export function ProductPurchase(props: ComponentProps<typeof Purchase>) {
  return (
    <HydrateWhenNear>
      <Purchase {...props} />
    </HydrateWhenNear>
  );
}
