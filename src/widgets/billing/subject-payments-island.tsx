'use client';

import dynamic from 'next/dynamic';

/** The visitor's payments, loaded in the browser only (crm-form-island.tsx says why through an island). */
export const SubjectPayments = dynamic(() => import('./subject-payments').then((module) => module.SubjectPayments), {
  ssr: false,
});
