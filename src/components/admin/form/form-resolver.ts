import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { fieldMessage } from '@/shared/field-messages';
import { codeOfIssue } from '@/shared/issue-codes';
import type { Language } from '@/shared/languages';
import type { AnyEntity } from '@/shared/registry/define-entity';
import { editableFields, inputProblems, readableMessage, schemaInput, type FormValues } from './form-values';

/**
 * The form's check: the entity's create or update schema over the values as it reads them (schemaInput), and what
 * the inputs hold that the schema would not word well or would let through. Each problem is coded as the server
 * codes its causes (issue-codes.ts), so it reads in the admin's `language` as the server's refusals do.
 */
export function formResolver(entity: AnyEntity, mode: 'create' | 'update', language: Language): Resolver<FormValues> {
  const schema = (mode === 'update' ? entity.update : entity.create) as z.ZodType<FormValues, FormValues>;
  const byName = new Map(editableFields(entity).map((field) => [field.name, field]));
  return async (values) => {
    const parsed = await schema.safeParseAsync(schemaInput(entity, values));
    const errors: FieldErrors<FormValues> = {};
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const name = String(issue.path[0] ?? '');
      if (errors[name]) continue;
      const field = byName.get(name);
      // The schema names fields by their code names; the English sentence names them by their labels.
      const message = field ? readableMessage(field, issue.message) : issue.message;
      errors[name] = { type: issue.code, message: fieldMessage({ message, ...codeOfIssue(issue) }, language) };
    }
    for (const [name, problem] of inputProblems(entity, values, mode))
      errors[name] = { type: 'input', message: fieldMessage(problem, language) };
    if (Object.keys(errors).length || !parsed.success) return { values: {}, errors };
    return { values: parsed.data, errors: {} };
  };
}
