'use client';

import { browserOnly } from '@/lib/islands';

/** The visitor's payments, loaded in the browser only (crm-form-island.tsx says why through an island). */
export const SubjectPayments = browserOnly(() => import('./subject-payments').then((module) => module.SubjectPayments));
