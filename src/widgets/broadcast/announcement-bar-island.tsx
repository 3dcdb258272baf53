'use client';

import dynamic from 'next/dynamic';

/*
 * The announcement bar, its code loaded by the pages that show one only (see crm/crm-form-island.tsx). Drawn in the
 * browser only: which messages this visitor closed is known there alone, and a bar drawn on the server would flash
 * before it hid them.
 */
export const AnnouncementBarIsland = dynamic(() => import('./announcement-bar').then((module) => module.AnnouncementBar), {
  ssr: false,
});
