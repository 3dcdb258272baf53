import { MESSAGE_KINDS, type TemplateData, type TemplateVariant, type Variable } from './catalog';

/*
 * Values a caller gives for a kind's words (`notify`'s `notification.data`), checked against what the kind declares:
 * a text for a text variable, a list of items with the declared fields for a list. A value the words cannot use is
 * refused rather than kept unseen; a declared variable left out is filled empty, as the words would show it.
 */

/** Longest text a value may be: the filled words must stay within the outbox's limits. */
export const MAX_VALUE_LENGTH = 10_000;
/** Most items a list value may have. */
export const MAX_LIST_ITEMS = 200;

export interface DataProblem {
  /** Where, below the data: `[key]`, or `[key, index, field]` in a list. */
  path: (string | number)[];
  message: string;
}

const declared = (variant: TemplateVariant): ReadonlyMap<string, Variable> =>
  new Map(
    MESSAGE_KINDS[variant].variables.map((variable) => [typeof variable === 'string' ? variable : variable.list, variable]),
  );

const textProblem = (value: unknown, name: string): string | undefined => {
  if (typeof value !== 'string') return `${name} must be a text`;
  if (value.length > MAX_VALUE_LENGTH) return `${name} must be at most ${MAX_VALUE_LENGTH} characters`;
  return undefined;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The problems of one list value: an array of at most MAX_LIST_ITEMS items, each with texts of the declared fields. */
function listProblems(key: string, value: unknown, fields: readonly string[]): DataProblem[] {
  if (!Array.isArray(value)) return [{ path: [key], message: `${key} must be a list of items with ${fields.join(', ')}` }];
  if (value.length > MAX_LIST_ITEMS) return [{ path: [key], message: `${key} must have at most ${MAX_LIST_ITEMS} items` }];
  return value.flatMap((item: unknown, index): DataProblem[] => {
    if (!isRecord(item)) return [{ path: [key, index], message: `${key}[${index}] must be an item with ${fields.join(', ')}` }];
    return Object.entries(item).flatMap(([field, text]): DataProblem[] => {
      const problem = fields.includes(field)
        ? textProblem(text, field)
        : `${field} is not a field of ${key}'s items: ${fields.join(', ')}`;
      return problem ? [{ path: [key, index, field], message: problem }] : [];
    });
  });
}

/** What is wrong with `data` as the values of `variant`'s words; empty when nothing is. */
export function templateDataProblems(variant: TemplateVariant, data: Readonly<Record<string, unknown>>): DataProblem[] {
  const variables = declared(variant);
  return Object.entries(data).flatMap(([key, value]): DataProblem[] => {
    const variable = variables.get(key);
    if (!variable)
      return [{ path: [key], message: `${key} is not a variable of ${variant}: ${[...variables.keys()].join(', ') || 'none'}` }];
    if (typeof variable !== 'string') return listProblems(key, value, variable.fields);
    const problem = textProblem(value, key);
    return problem ? [{ path: [key], message: problem }] : [];
  });
}

/**
 * `data` (checked by templateDataProblems) with every variable `variant` declares: a text left out is empty, a list
 * left out has no items, and an item's field left out is empty.
 */
export function completeTemplateData(variant: TemplateVariant, data: Readonly<Record<string, unknown>>): TemplateData {
  const complete: TemplateData = {};
  for (const variable of MESSAGE_KINDS[variant].variables) {
    if (typeof variable === 'string') {
      const value = data[variable];
      complete[variable] = typeof value === 'string' ? value : '';
      continue;
    }
    const items = Array.isArray(data[variable.list]) ? (data[variable.list] as unknown[]) : [];
    complete[variable.list] = items.map((item) =>
      Object.fromEntries(
        variable.fields.map((field) => {
          const value = isRecord(item) ? item[field] : undefined;
          return [field, typeof value === 'string' ? value : ''];
        }),
      ),
    );
  }
  return complete;
}
