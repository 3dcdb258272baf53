'use client';

import { browserOnly } from '@/lib/islands';

/** One of the visitor's orders, loaded in the browser only (crm-form-island.tsx says why through an island). */
export const OrderOverview = browserOnly(() => import('./cart/order-overview').then((module) => module.OrderOverview));
