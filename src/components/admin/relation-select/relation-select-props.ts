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
