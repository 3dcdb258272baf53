'use client';

import { drawnThenHydrated } from '@/lib/islands';

/**
 * The CRM form, its code loaded by the pages that show one only. Every page of the site is one route whose widget
 * registry reaches every widget, so a client component imported outright is part of every page's JavaScript (the home
 * page's is counted); imported through here, only this wrapper is. The server draws it all the same, and the page
 * hydrates it once its code has arrived (docs/decisions/0084).
 */
export const CrmForm = drawnThenHydrated(() => import('./crm-form').then((module) => module.CrmForm));
