'use client';

import dynamic from 'next/dynamic';

/**
 * The CRM form, its code loaded by the pages that show one only. Every page of the site is one route whose widget
 * registry reaches every widget, so a client component imported outright is part of every page's JavaScript (the home
 * page's is counted); imported through here, only this wrapper is. It is rendered on the server all the same.
 */
export const CrmForm = dynamic(() => import('./crm-form').then((module) => module.CrmForm));
