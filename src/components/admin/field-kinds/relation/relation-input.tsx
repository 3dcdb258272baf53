'use client';

import { useWatch } from 'react-hook-form';
import { targetPath } from '../../related-targets';
import { RelationSelect } from '../../relation-select/relation-select';
import type { InputProps } from '../field-kind';

/**
 * A related record's id, picked by search (RelationSelect); the form value is the id, or null for "None". A
 * reference (`@refersTo`) picks among the records of the module its row names, and waits until one is named.
 */
export function RelationInput(props: InputProps) {
  const { field, value, onChange, onBlur, language, disabled, formControl } = props;
  const module = useWatch({ control: formControl, name: field.reference?.moduleField ?? field.name });
  const path = targetPath(field, field.reference ? { [field.reference.moduleField]: module } : {});
  if (!field.relation && !field.reference) throw new Error(`${field.name} is edited as a relation but names no related entity`);
  return (
    <RelationSelect
      key={path}
      path={path ?? ''}
      value={typeof value === 'string' ? value : null}
      onChange={onChange}
      onBlur={onBlur}
      nullable={field.nullable}
      language={language}
      disabled={disabled || !path}
      id={props.id}
      aria-invalid={props['aria-invalid']}
      aria-describedby={props['aria-describedby']}
    />
  );
}
