'use client';

import dynamic from 'next/dynamic';

/** The visitor's identity settings, loaded in the browser only (crm-form-island.tsx says why through an island). */
export const SubjectIdentitySettings = dynamic(
  () => import('./identity-settings').then((module) => module.SubjectIdentitySettings),
  { ssr: false },
);
