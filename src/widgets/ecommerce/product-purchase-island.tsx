'use client';

import dynamic from 'next/dynamic';

/** A product's price and cart actions, their code loaded by the pages that show a product only (crm-form-island.tsx). */
export const ProductPurchase = dynamic(() => import('./product-purchase').then((module) => module.ProductPurchase));
