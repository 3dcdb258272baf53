'use client';

import { useId, type ComponentType, type ReactNode } from 'react';
import type { AnyEntity } from '@/shared/registry/define-entity';
import { useAdminWords } from '../admin-context';
import type { EntityFormProps } from '../form/entity-form-props';

/** What a join shown as a field of the record is given. */
export interface JoinFieldProps {
  /** The join entity (articles-to-files) and its field that names the record (`articleId`). */
  entity: AnyEntity;
  field: string;
  /** The record; absent while it is being created. */
  parentId?: string;
  /** The other side's entity path: `/api/file-storage/files`. */
  targetPath: string;
  EntityForm: ComponentType<EntityFormProps>;
}

/**
 * A join field's label and place in the form, both columns wide; before the record exists, what it will take.
 * A group named by its label, as a fieldset is, without a fieldset's browser styles.
 */
export function JoinFieldFrame({ name, parentId, children }: { name: string; parentId?: string; children: ReactNode }) {
  const words = useAdminWords();
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className="grid gap-2 sm:col-span-2" data-join-field={name}>
      <span id={labelId} className="text-sm leading-none font-medium">
        {name}
      </span>
      {parentId ? children : <p className="text-sm text-muted-foreground">{words.joinFields.afterCreate}</p>}
    </div>
  );
}
