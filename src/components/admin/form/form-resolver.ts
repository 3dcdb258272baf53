import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { AnyEntity } from '@/shared/registry/define-entity';
import { editableFields, inputProblems, readableMessage, schemaInput, type FormValues } from './form-values';

/**
 * The form's check: the entity's create or update schema over the values as it reads them (schemaInput), its
 * messages in the person's words, and what the inputs hold that the schema would not word well or would let through.
 */
export function formResolver(entity: AnyEntity, mode: 'create' | 'update'): Resolver<FormValues> {
  const schema = (mode === 'update' ? entity.update : entity.create) as z.ZodType<FormValues, FormValues>;
  const check = zodResolver(schema) as unknown as Resolver<FormValues>;
  const byName = new Map(editableFields(entity).map((field) => [field.name, field]));
  return async (values, context, options) => {
    const result = await check(schemaInput(entity, values), context, options);
    const errors: FieldErrors<FormValues> = { ...result.errors };
    // The schema names fields by their code names; the form shows their labels.
    for (const name of Object.keys(errors)) {
      const field = byName.get(name);
      const error = errors[name] as FieldError | undefined;
      if (field && error && typeof error.message === 'string')
        errors[name] = { ...error, message: readableMessage(field, error.message) };
    }
    for (const [name, message] of inputProblems(entity, values, mode)) errors[name] = { type: 'input', message };
    return Object.keys(errors).length ? { values: {}, errors } : result;
  };
}
