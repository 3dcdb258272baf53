'use client';

import dynamic from 'next/dynamic';

/** One of the visitor's orders, loaded in the browser only (crm-form-island.tsx says why through an island). */
export const OrderOverview = dynamic(() => import('./cart/order-overview').then((module) => module.OrderOverview), {
  ssr: false,
});
