import { orderFields } from '@/shared/admin/field-order';
import type { CodedMessage } from '@/shared/message-codes';
import type { AnyEntity } from '@/shared/registry/define-entity';
import type { FieldMeta, GeneratorName } from '@/shared/registry/types';
import { randomSku, randomSlug, randomWords } from '@/shared/registry/random-values';
import { fieldMessage } from '@/shared/field-messages';
import type { Language } from '@/shared/languages';
import type { ApiCause } from '../entity-api';
import { fieldKindOf } from '../field-kinds';
import { isBrowserFile } from '../field-kinds/file/file-value';
import { englishFieldName } from '../registry-words';

export type FormValues = Record<string, unknown>;

/**
 * The fields a person edits: everything but what the database sets (id, createdAt, updatedAt) and secrets, in the
 * admin's reading order (field-order.ts: title, admin title and slug first, class name and order index last).
 */
export const editableFields = (entity: AnyEntity): FieldMeta[] =>
  orderFields(entity.fields.filter((field) => !field.readOnly && !field.secret));

const GENERATE: Record<GeneratorName, () => string> = { words: randomWords, slug: randomSlug, sku: randomSku };

/** What a new record's form starts with: the schema's constant defaults, generated slug and adminTitle, and `given`. */
export function newRecordValues(entity: AnyEntity, given: FormValues = {}): FormValues {
  const values: FormValues = {};
  for (const field of editableFields(entity)) {
    const start = field.generate ? GENERATE[field.generate]() : fieldKindOf(field).newValue?.(field);
    if (start !== undefined) values[field.name] = start;
    else if (field.default !== undefined && !(typeof field.default === 'object' && 'fn' in field.default))
      values[field.name] = field.default;
  }
  return { ...values, ...given };
}

/** An existing record's editable values, as the form holds them. */
export const recordValues = (entity: AnyEntity, record: FormValues): FormValues =>
  Object.fromEntries(
    editableFields(entity).map((field) => [field.name, record[field.name] ?? (field.nullable ? null : undefined)]),
  );

/** Whether two form values are the same: dates by their time, maps and lists by their content. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date) return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
    if (isBrowserFile(a) || isBrowserFile(b)) return a === b;
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => sameValue((a as FormValues)[key], (b as FormValues)[key]));
  }
  return a === b || ((a === null || a === undefined || a === '') && (b === null || b === undefined || b === ''));
}

/** The fields whose value differs from the record's as it was loaded: what an update sends. */
export const changedFields = (entity: AnyEntity, values: FormValues, loaded: FormValues): Set<string> =>
  new Set(
    editableFields(entity)
      .filter((field) => !sameValue(values[field.name], loaded[field.name]))
      .map((field) => field.name),
  );

/**
 * The form's values as the registry's schema reads them: an emptied text is null where the field may be null
 * and absent otherwise (the default applies, or the schema names the field as required); a picked file stands in
 * as its name, since the schema knows files only as text or as a file the server received.
 */
export function schemaInput(entity: AnyEntity, values: FormValues): FormValues {
  const input: FormValues = {};
  for (const field of editableFields(entity)) {
    const value = values[field.name];
    if (value === undefined) continue;
    if (value === '' && field.type !== 'string') continue;
    if (value === '' && (field.nullable || field.relation)) input[field.name] = field.nullable ? null : undefined;
    else {
      const { schemaValue } = fieldKindOf(field);
      input[field.name] = schemaValue ? schemaValue(value) : value;
    }
  }
  return input;
}

/** The data a save sends: on create every given value; on update only the fields the person changed. */
export function submission(
  entity: AnyEntity,
  parsed: FormValues,
  values: FormValues,
  changed: ReadonlySet<string> | 'all',
): FormValues {
  const data: FormValues = {};
  for (const field of editableFields(entity)) {
    if (changed !== 'all' && !changed.has(field.name)) continue;
    const value = fieldKindOf(field).sendsFormValue?.(values[field.name]) ? values[field.name] : parsed[field.name];
    if (value !== undefined) data[field.name] = value;
  }
  return data;
}

/**
 * Where a cause of the server's answer belongs: the form field it names (`data.title` → `title`), or the form as a
 * whole; its message in the admin's language (field-messages.ts), without the path prefix the API adds for other
 * clients (`data.title: …`).
 */
export function causeTarget(
  cause: ApiCause,
  fieldNames: ReadonlySet<string>,
  language: Language,
): { field?: string; message: string } {
  const name = cause.field?.replace(/^data\./, '').split(/[.[]/)[0];
  const message = fieldMessage(cause, language);
  return name && fieldNames.has(name) ? { field: name, message } : { message };
}

/**
 * What an input holds that the schema cannot explain well, or lets through: what its kind finds (a number or a
 * date typed wrong, JSON that does not parse), a field that cannot be empty emptied (on update an absent field
 * would keep its old value).
 */
export function inputProblem(field: FieldMeta, value: unknown, mode: 'create' | 'update'): CodedMessage | undefined {
  const problem = fieldKindOf(field).problem?.(value, englishFieldName(field));
  if (problem) return problem;
  const emptied = value === '' || value === null;
  if (emptied && !field.nullable && field.type !== 'string' && (mode === 'update' || field.required))
    return { code: 'required', message: `${englishFieldName(field)} is required` };
  return undefined;
}

/** The problems of inputProblem, by field name. */
export const inputProblems = (entity: AnyEntity, values: FormValues, mode: 'create' | 'update') =>
  new Map(
    editableFields(entity).flatMap((field) => {
      const problem = inputProblem(field, values[field.name], mode);
      return problem ? [[field.name, problem] as const] : [];
    }),
  );

/**
 * A schema message in a person's words: the field's English name instead of its code name (`adminTitle is
 * required`); English, as the registry's schema words its messages.
 */
export function readableMessage(field: Pick<FieldMeta, 'name' | 'relation'>, message: string): string {
  return message.startsWith(`${field.name} `) ? `${englishFieldName(field)} ${message.slice(field.name.length + 1)}` : message;
}
