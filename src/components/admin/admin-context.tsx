'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { EntitySummary } from '@/shared/admin/entity-summary';
import type { Language } from '@/shared/languages';
import { ADMIN_DICTIONARY, type AdminDictionary } from './admin-dictionary';
import { registryNames, type RegistryNames } from './registry-words';

export interface AdminSettings {
  /** Every entity the signed-in administrator may list, by path. */
  summaries: readonly EntitySummary[];
  /** The language multilingual texts are shown in (the content language; falls back to the default language). */
  language: Language;
  /** The language of the admin's own words (ADMIN_DICTIONARY), kept apart from the content's. */
  interfaceLanguage: Language;
  /** The signed-in subject's email (or wallet), or null (the secret key, an anonymous session). */
  signedInAs: string | null;
}

const AdminContext = createContext<AdminSettings | null>(null);

export function AdminProvider({ value, children }: { value: AdminSettings; children: ReactNode }) {
  return <AdminContext.Provider value={value}>{children}</AdminContext.Provider>;
}

/** The admin's settings; only screens under the admin layout use it. */
export function useAdmin(): AdminSettings {
  const settings = useContext(AdminContext);
  if (!settings) throw new Error('useAdmin() is used outside the admin layout');
  return settings;
}

/** The summary of the entity at `path`. */
export function useEntitySummary(path: string): EntitySummary | undefined {
  return useAdmin().summaries.find((summary) => summary.path === path);
}

/** The admin's own words, in its interface language. */
export function useAdminWords(): AdminDictionary {
  return ADMIN_DICTIONARY[useAdmin().interfaceLanguage];
}

/** The names of modules, entities and fields, in the admin's interface language (registry-words). */
export function useRegistryNames(): RegistryNames {
  const { interfaceLanguage } = useAdmin();
  return useMemo(() => registryNames(interfaceLanguage), [interfaceLanguage]);
}
