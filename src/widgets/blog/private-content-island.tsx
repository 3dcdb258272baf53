'use client';

import { drawnThenHydrated } from '@/lib/islands';

/** The private content, its code loaded by the pages that show it only (see crm/crm-form-island.tsx for why). */
export const PrivateContent = drawnThenHydrated(() => import('./private-content').then((module) => module.PrivateContent));
