'use client';

import type { ComponentType } from 'react';
import type { ReverseRelation as Relation } from '@/shared/admin/entity-summary';
import type { EntityFormProps } from '../form/entity-form-props';
import { joinFieldKind, joinShape } from '../nested-table/join-shape';
import { NestedRelationTable } from '../nested-table/nested-relation-table';
import { relationPath } from '../related-targets';
import { useLoadedEntity } from '../use-loaded-entity';
import { FileJoinField } from './file-join-field';
import { MultiSelectJoinField } from './multi-select-join-field';

export interface ReverseRelationProps extends Relation {
  /** The record edited; absent while it is being created. */
  parentId?: string;
  /** Its label (a title): what an uploaded picture is described by. */
  parentLabel: string;
  /** `fields`: shown among the form's fields when it reads as one (joinFieldKind); `tables`: as a nested table. */
  place: 'fields' | 'tables';
  EntityForm: ComponentType<EntityFormProps>;
}

/**
 * One relation entity pointing at the record edited, where it belongs: a join read as a field of the record (its
 * pictures, its categories) among the fields, any other as a nested table under the form (only once the record exists).
 */
export function ReverseRelation({ path, field, parentId, parentLabel, place, EntityForm }: ReverseRelationProps) {
  const link = useLoadedEntity(path);
  const otherSide = link.data ? joinShape(link.data, field).otherSide : undefined;
  const targetPath = otherSide?.relation ? relationPath(otherSide.relation) : undefined;
  const target = useLoadedEntity(targetPath);
  // What kind it is is known once both sides are loaded; a failed load is the nested table's to say.
  const decided = link.error || (link.data && (!targetPath || target.data || target.error));
  if (!decided) return null;
  const kind = link.data && targetPath ? joinFieldKind(link.data, field, target.data) : undefined;
  if (place === 'tables')
    return !kind && parentId ? (
      <NestedRelationTable path={path} field={field} parentId={parentId} EntityForm={EntityForm} />
    ) : null;
  if (!kind || !link.data || !targetPath) return null;
  const props = { entity: link.data, field, parentId, targetPath, EntityForm };
  return kind === 'files' ? <FileJoinField {...props} parentLabel={parentLabel} /> : <MultiSelectJoinField {...props} />;
}
