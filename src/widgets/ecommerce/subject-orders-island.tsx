'use client';

import dynamic from 'next/dynamic';

/** The signed-in subject's orders, loaded in the browser only (crm-form-island.tsx says why through an island). */
export const SubjectOrders = dynamic(() => import('./cart/subject-orders').then((module) => module.SubjectOrders), {
  ssr: false,
});
