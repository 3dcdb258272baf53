import type { Language } from '@/shared/languages';

/** What the edit form hands each panel its entity's `@adminPanel` names: the record and the admin's language. */
export interface AdminPanelProps {
  /** The id of the record being edited. */
  id: string;
  language: Language;
}
