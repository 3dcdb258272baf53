import type { ComponentType, ReactNode } from 'react';
import type { Language } from '@/shared/languages';
import type { Row } from '../entity-api';

/** A column a module computes from its record (a CRM request's email, read from its answers). */
export interface DisplayColumn {
  /** Unique among the entity's columns and fields: `display.email`. */
  id: string;
  /** Its heading, in the admin's interface language. */
  title: Readonly<Record<Language, string>>;
  /** Its cell in the content language; null for an empty one. */
  cell(row: Row, language: Language): ReactNode;
}

/** What the read-only view at the top of a record's edit form is given. */
export interface DisplayViewProps {
  row: Row;
  /** The content language: multilingual texts (an input's label) show in it. */
  language: Language;
  /** The admin's interface language: the view's own words are in it. */
  interfaceLanguage: Language;
}

/**
 * A module's display of its own entity's records in the admin, named by the entity's `/// @adminDisplay` and defined
 * once in displays/index.ts: what the generic table and form cannot know from the fields alone.
 */
export interface EntityDisplay {
  /** The record's label where the admin names it (its row's actions, its dialog's title); undefined: recordLabel's. */
  label(row: Row, language: Language): string | undefined;
  /** Computed columns, shown before the fields' columns; not sortable (the server sorts by fields only). */
  columns: readonly DisplayColumn[];
  /** Fields the display shows better (the raw JSON it reads): hidden from the table until shown. */
  hiddenFields: readonly string[];
  /** A read-only view drawn above the edit form's inputs. */
  View: ComponentType<DisplayViewProps>;
}
