'use client';

import { browserOnly } from '@/lib/islands';

/** The visitor's identity settings, loaded in the browser only (crm-form-island.tsx says why through an island). */
export const SubjectIdentitySettings = browserOnly(() =>
  import('./identity-settings').then((module) => module.SubjectIdentitySettings),
);
