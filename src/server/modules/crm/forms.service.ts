import type { Prisma } from '../../../generated/prisma/client';
import type { Language } from '../../../shared/languages';
import { localized } from '../../../shared/localized-text';
import type { NumberBounds } from '../../../shared/crm-number-bounds';
import { ADMIN_ORDER } from '../../db/admin-order';
import type { Database } from '../../db/database';

/** Most inputs a form is read with (the site's form and the server's check read the same ones). */
const MAX_INPUTS = 100;

const INPUT_FIELDS = {
  id: true,
  slug: true,
  variant: true,
  type: true,
  className: true,
  isRequired: true,
  label: true,
  placeholder: true,
  title: true,
  description: true,
  minimum: true,
  maximum: true,
  step: true,
  currency: true,
} satisfies Prisma.CrmInputSelect;

export const FORM_FIELDS = {
  id: true,
  slug: true,
  adminTitle: true,
  variant: true,
  className: true,
  title: true,
  subtitle: true,
  description: true,
  formsToInputs: { select: { input: { select: INPUT_FIELDS } }, orderBy: ADMIN_ORDER, take: MAX_INPUTS },
} satisfies Prisma.CrmFormSelect;

const readForm = (db: Database, id: string) => db.prisma.crmForm.findUnique({ where: { id }, select: FORM_FIELDS });
type FormRow = NonNullable<Awaited<ReturnType<typeof readForm>>>;
export type CrmFormInput = FormRow['formsToInputs'][number]['input'];
export type CrmFormWithInputs = Omit<FormRow, 'formsToInputs'> & { inputs: CrmFormInput[] };

/** The form's inputs in order; an input linked twice is asked once. */
export function withInputs({ formsToInputs, ...form }: FormRow): CrmFormWithInputs {
  const seen = new Set<string>();
  const inputs = formsToInputs.map((link) => link.input).filter((input) => !seen.has(input.id) && seen.add(input.id));
  return { ...form, inputs };
}

/** A form with its inputs in `orderIndex, createdAt, id` order, or null. */
export async function formWithInputs(db: Database, formId: string): Promise<CrmFormWithInputs | null> {
  const form = await readForm(db, formId);
  return form ? withInputs(form) : null;
}

/** What the visitor saw as the input's name: its label, else its title, else its slug. */
export const inputLabel = (input: Pick<CrmFormInput, 'label' | 'title' | 'slug'>, language: Language): string =>
  localized(input.label, language) || localized(input.title, language) || input.slug;

/** An exact decimal of the database as a number (the answers it bounds are numbers), or null. */
const numberOf = (value: Prisma.Decimal | null): number | null => (value === null ? null : Number(value.toString()));

/** The bounds a number input declares, as the browser and the server check them (crm-number-bounds.ts). */
export const numberBoundsOf = (input: Pick<CrmFormInput, 'minimum' | 'maximum' | 'step' | 'currency'>): NumberBounds => ({
  minimum: numberOf(input.minimum),
  maximum: numberOf(input.maximum),
  step: numberOf(input.step),
  currency: input.currency || null,
});
