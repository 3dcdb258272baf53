import type { Row } from '../entity-api';

export interface EntityFormProps {
  /** `/api/host/pages`. */
  path: string;
  /** The record to edit; without it the form creates one. */
  id?: string;
  /** Field values a new record starts with (a nested table's parent id). */
  initialValues?: Record<string, unknown>;
  /** Called with the record as the server returned it, after a save. */
  onSaved?(record: Row): void;
}
