import type { EntityWriteHooks, ModuleWriteHooks } from '../../crud/write-hooks';
import { badRequest, type ErrorCause } from '../../errors';
import type { NotificationTemplateRecord } from '../../../shared/registry/generated/notification';
import { kindOfRecordVariant } from './templates/record-variants';
import { WORD_FIELDS, wordsProblems, type WordField, type WordsProblem } from './templates/template-check';

/** The causes of a refusal of `problems`, each naming its field under `fieldPrefix` (`data.title`). */
export function wordsCauses(problems: readonly WordsProblem[], fieldPrefix: string): ErrorCause[] {
  return problems.map(({ field, language, placeholder, problem }): ErrorCause => {
    const message = `${fieldPrefix}${field}: ${field} (${language}): ${problem}`;
    return placeholder === undefined
      ? { field: `${fieldPrefix}${field}`, message, code: 'placeholder_syntax', params: { language } }
      : { field: `${fieldPrefix}${field}`, message, code: 'unknown_placeholder', params: { language, placeholder } };
  });
}

/** Refuses `fields` as words of a record of `variant` when a placeholder is unknown or broken: a 400, nothing written. */
export function refuseBadWords(variant: string, fields: Partial<Record<WordField, unknown>>, fieldPrefix: string): void {
  const problems = wordsProblems(kindOfRecordVariant(variant), fields);
  if (!problems.length) return;
  const causes = wordsCauses(problems, fieldPrefix);
  throw badRequest(problems.map(({ field, language, problem }) => `${field} (${language}): ${problem}`).join('; '), causes);
}

/**
 * A template is saved only with placeholders its kind declares (docs/decisions/0046), by every generic write (REST,
 * tRPC, bulk, the admin). An update that touches its words or its variant checks all its words as they will be: a
 * kind changed, or a variable renamed since, refuses words that were accepted before.
 */
const templateWriteHooks: EntityWriteHooks<NotificationTemplateRecord> = {
  beforeCreate({ data, fieldPrefix }) {
    refuseBadWords(data.variant ?? 'default', data, fieldPrefix);
  },
  beforeUpdate({ old, data, fieldPrefix }) {
    if (!['variant', ...WORD_FIELDS].some((field) => Object.hasOwn(data, field))) return;
    refuseBadWords(data.variant ?? old.variant, { ...old, ...data }, fieldPrefix);
  },
};

/** The notification module's rules on the generic writes of its entities. */
export const notificationWriteHooks: ModuleWriteHooks<'notification'> = { 'notification.templates': templateWriteHooks };
