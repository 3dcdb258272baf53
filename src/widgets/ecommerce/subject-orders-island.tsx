'use client';

import { browserOnly } from '@/lib/islands';

/** The signed-in subject's orders, loaded in the browser only (crm-form-island.tsx says why through an island). */
export const SubjectOrders = browserOnly(() => import('./cart/subject-orders').then((module) => module.SubjectOrders));
