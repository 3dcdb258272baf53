import type { Language } from '@/shared/languages';

/**
 * What the edit form hands each panel its entity's `@adminPanel` names: the record, the content language (of the
 * multilingual texts it shows) and the admin's interface language (of its own words).
 */
export interface AdminPanelProps {
  /** The id of the record being edited. */
  id: string;
  /** The content language: multilingual texts (a product's title) show in it. */
  language: Language;
  /** The admin's interface language: the panel's own words (its dictionary) are in it. */
  interfaceLanguage: Language;
}
