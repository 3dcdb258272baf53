'use client';

import type { UseFormReturn } from 'react-hook-form';
import { Field } from '@/components/ui/form';
import type { AnyEntity } from '@/shared/registry/define-entity';
import type { FieldMeta } from '@/shared/registry/types';
import { isGeneratedPlaceholder } from '@/shared/registry/random-values';
import { useAdminWords, useRegistryNames } from '../admin-context';
import { fieldKindOf } from '../field-kinds';
import { describedBy } from '../field-kinds/shared/control-props';
import type { FormValues } from './form-values';

interface EntityFormFieldsProps {
  entity: AnyEntity;
  fields: readonly FieldMeta[];
  form: UseFormReturn<FormValues>;
  language: string;
}

/** A labelled input per editable field, of the field's kind; wide kinds take both columns. */
export function EntityFormFields({ entity, fields, form, language }: EntityFormFieldsProps) {
  const names = useRegistryNames();
  const words = useAdminWords();
  // A reference (`@refersTo`) names a record of the module another field names: once that module changes, the record
  // picked in the old one names nothing there, and is picked again (the form says it is required meanwhile).
  const forgetReferencesTo = (moduleField: string) => {
    for (const other of fields)
      if (other.reference?.moduleField === moduleField && form.getValues(other.name))
        form.setValue(other.name, '', { shouldDirty: true });
  };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map((field) => {
        const { Input, wide } = fieldKindOf(field);
        return (
          <Field
            key={field.name}
            control={form.control}
            name={field.name}
            className={wide ? 'sm:col-span-2' : undefined}
            label={
              <>
                {names.field(entity.path, field)}
                {field.required && <span className="text-muted-foreground"> {words.form.required}</span>}
              </>
            }
          >
            {(control) => {
              // A generated name's hint describes the input, as the field's error does.
              const placeholder = field.generate !== undefined && isGeneratedPlaceholder(field.generate, control.value);
              const hintId = `${control.id}-placeholder`;
              return (
                <>
                  <Input
                    {...control}
                    aria-describedby={describedBy(control['aria-describedby'], placeholder && hintId)}
                    entity={entity}
                    field={field}
                    language={language}
                    formControl={form.control}
                    onChange={(value: unknown) => {
                      if (value !== control.value) forgetReferencesTo(field.name);
                      control.onChange(value);
                    }}
                  />
                  {placeholder && (
                    <p id={hintId} className="text-xs text-muted-foreground">
                      {words.placeholder.hint}
                    </p>
                  )}
                </>
              );
            }}
          </Field>
        );
      })}
    </div>
  );
}
