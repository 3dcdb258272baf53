'use client';

import { relationPath } from '../../relation-labels';
import { RelationSelect } from '../../relation-select/relation-select';
import type { InputProps } from '../field-kind';

/** A related record's id, picked by search (RelationSelect); the form value is the id, or null for "None". */
export function RelationInput(props: InputProps) {
  const { field, value, onChange, onBlur, language, disabled } = props;
  const relation = field.relation;
  if (!relation) throw new Error(`${field.name} is edited as a relation but names no related entity`);
  return (
    <RelationSelect
      path={relationPath(relation)}
      value={typeof value === 'string' ? value : null}
      onChange={onChange}
      onBlur={onBlur}
      nullable={field.nullable}
      language={language}
      disabled={disabled}
      id={props.id}
      aria-invalid={props['aria-invalid']}
      aria-describedby={props['aria-describedby']}
    />
  );
}
