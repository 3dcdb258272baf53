import type { Site } from './build';
import type { Caller, RowOf } from './rows';
import type { Text } from './rich-text';

type InputRow = RowOf<Caller['crm']['inputs']['bulkCreate']>;

export interface InputSpec {
  /** Also the field's name in the requests sent, so kept readable. */
  slug: string;
  variant: NonNullable<InputRow['variant']>;
  /** `email` or `tel`: the answer is checked as an address or a phone number. */
  type?: NonNullable<InputRow['type']>;
  label: Text;
  placeholder?: Text;
  isRequired?: boolean;
  /** A number input's bounds and step (exact decimals, as text), and a money input's currency (ISO 4217). */
  minimum?: string;
  maximum?: string;
  step?: string;
  currency?: string;
}

export interface FormSpec {
  slug: string;
  adminTitle: string;
  title: Text;
  description?: Text;
  inputs: readonly InputSpec[];
}

/** A CRM form with its inputs in order; its id, for a form-list widget to link. */
export function describeForm(site: Site, { inputs, ...form }: FormSpec): string {
  const { tables } = site;
  const formId = tables.forms.add(form);
  inputs.forEach((input, orderIndex) => {
    const inputId = tables.inputs.add({ ...input, adminTitle: `${form.adminTitle}: ${input.label.en}` });
    tables.formsToInputs.add({ formId, inputId, orderIndex });
  });
  return formId;
}
