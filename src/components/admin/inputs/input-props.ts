import type { AnyEntity } from '@/shared/registry/define-entity';
import type { FieldMeta } from '@/shared/registry/types';

/**
 * What every field input of the admin form takes: react-hook-form's controller props (value, onChange, onBlur,
 * name, ref, disabled) plus the label's `id` and the error's aria wiring, spread on the control. `value` is the
 * field's form value: what the registry's zod schema takes (a number, a boolean, a Date, a language map, a
 * serialised rich text, a relation id, a file URL or a browser File chosen for upload, JSON), or null/undefined.
 */
export interface InputProps {
  entity: AnyEntity;
  field: FieldMeta;
  /** The admin's language: the first tab of a multilingual text, labels of related records. */
  language: string;
  name: string;
  value: unknown;
  onChange(value: unknown): void;
  onBlur(): void;
  disabled?: boolean;
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** What the relation select takes: the related entity's path, and the id as the form holds it. */
export interface RelationSelectProps {
  /** `/api/host/widgets`. */
  path: string;
  value: string | null | undefined;
  onChange(id: string | null): void;
  onBlur?(): void;
  /** Whether "none" may be chosen (the relation field is nullable). */
  nullable: boolean;
  language: string;
  disabled?: boolean;
  id?: string;
  'aria-invalid'?: true | undefined;
  'aria-describedby'?: string | undefined;
  /** Ids not to offer (already attached). */
  exclude?: readonly string[];
}
