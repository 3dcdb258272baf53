import type { NumberBounds } from '@/shared/crm-number-bounds';

/**
 * What the browser gets of a CRM form: plain JSON in the page's language, built by the Server Component
 * (form-list-default.tsx) from the form's inputs. No schema travels: the checks are src/shared/crm-field-rules.ts and
 * crm-number-bounds.ts, the same ones the server runs.
 */

export interface CrmFieldDescription {
  /** The input's id: the answer's key in the request, and what the server's `cause` names (`data.<id>`). */
  id: string;
  /** `default` / `text-default` (text field), `textarea-default` (text area), `number-default` (number). */
  variant: string;
  /** A text input's type: `email` and `tel` answers are checked as such, as the server does; `default`: any text. */
  type: string;
  label: string;
  placeholder: string;
  /** A hint shown under the label (the input's description). */
  description: string;
  isRequired: boolean;
  className: string | null;
  /** A number input's bounds, step and currency (null for a text input): checked before sending, as the server does. */
  bounds: NumberBounds | null;
}

export interface CrmFormDescription {
  id: string;
  /** Id of the form's heading, when it has one: names the form for assistive tech. */
  titleId: string | undefined;
  className: string | null;
  fields: CrmFieldDescription[];
}
