'use client';

import dynamic from 'next/dynamic';

/** The private content, its code loaded by the pages that show it only (see crm/crm-form-island.tsx for why). */
export const PrivateContent = dynamic(() => import('./private-content').then((module) => module.PrivateContent));
