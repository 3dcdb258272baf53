'use client';

import { browserOnly } from '@/lib/islands';

/*
 * The subscription form, its code loaded by the pages that show it only (see crm/crm-form-island.tsx): every page's
 * widget registry reaches every widget. It reads the visitor in the browser, so the server renders nothing of it.
 */
export const TopicsSubscriptionIsland = browserOnly(() =>
  import('./topics-subscription').then((module) => module.TopicsSubscription),
);
