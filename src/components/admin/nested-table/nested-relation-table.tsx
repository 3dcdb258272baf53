'use client';

import { useState, type ComponentType } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { ReverseRelation } from '@/shared/admin/entity-summary';
import { recordLabel } from '@/shared/admin/format';
import type { AnyEntity } from '@/shared/registry/define-entity';
import { useAdmin, useAdminWords, useEntitySummary, useRegistryNames } from '../admin-context';
import type { Row } from '../entity-api';
import { useErrorMessage } from '../table/messages';
import type { EntityFormProps } from '../form/entity-form-props';
import { NestedRecordDialog, type NestedEditing } from './nested-record-dialog';
import { NestedRemoveDialog } from './nested-remove-dialog';
import { NestedRowList } from './nested-row-list';
import { AttachSelect } from './attach-select';
import { relationPath } from '../related-targets';
import { useLoadedEntity } from '../use-loaded-entity';
import { useNestedRows } from './use-nested-rows';

/**
 * The records of a relation entity that point at the record being edited (a page's pages-to-widgets): attach one by
 * picking the other side, edit, reorder (one bulk update of orderIndex) and remove, without leaving the form.
 */
export function NestedRelationTable({
  path,
  field,
  parentId,
  EntityForm,
}: ReverseRelation & {
  parentId: string;
  /** The form the rows are edited with: handed down by the form itself, which shows these tables. */
  EntityForm: ComponentType<EntityFormProps>;
}) {
  const entity = useLoadedEntity(path);
  const summary = useEntitySummary(path);
  const names = useRegistryNames();
  const errorMessage = useErrorMessage();
  if (!summary) return null;
  return (
    <section aria-labelledby={`nested-${path}-${field}`} className="grid gap-2 rounded-lg border p-3">
      <h3 id={`nested-${path}-${field}`} className="text-sm font-semibold">
        {names.entity(path, 'plural')}
        <span className="font-normal text-muted-foreground"> · {names.module(summary.module)}</span>
      </h3>
      {entity.data ? (
        <LoadedNestedTable
          entity={entity.data}
          name={names.entity(path, 'one')}
          field={field}
          parentId={parentId}
          EntityForm={EntityForm}
        />
      ) : entity.error ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(entity.error)}
        </p>
      ) : (
        <Skeleton className="h-16 w-full" />
      )}
    </section>
  );
}

interface LoadedNestedTableProps {
  entity: AnyEntity;
  /** One of the entity's records, named after a colon: `page to widget`. */
  name: string;
  field: string;
  parentId: string;
  EntityForm: ComponentType<EntityFormProps>;
}

function LoadedNestedTable({ entity, name, field, parentId, EntityForm }: LoadedNestedTableProps) {
  const { language } = useAdmin();
  const words = useAdminWords();
  const names = useRegistryNames();
  const errorMessage = useErrorMessage();
  const nested = useNestedRows(entity, field, parentId, language);
  const { rows, list, total, showMore, busy, otherSide, hasLinkSettings, label, joined, refresh, attach, move, remove } = nested;
  const otherPath = otherSide?.relation ? relationPath(otherSide.relation) : undefined;
  // Rows only the product makes (a template's messages) are neither created nor attached here; a record only the product
  // makes may be attached, not created.
  const attachable = !entity.createdByProduct && otherPath !== undefined;
  const creatable = !entity.createdByProduct && !useEntitySummary(otherPath ?? entity.path)?.createdByProduct;
  const [editing, setEditing] = useState<NestedEditing | null>(null);
  const [removing, setRemoving] = useState<Row | null>(null);
  const editLink = (row: Row) => setEditing({ path: entity.path, id: row.id, title: words.dialog.nestedEdit(name) });
  const editJoined = (path: string, id: string, recordName: string) =>
    setEditing({ path, id, title: words.dialog.edit(recordName) });
  // A join row stands for the record it joins (a page's metadata): that record is what its pencil edits.
  const edit = (row: Row) => {
    const record = joined(row);
    if (!record) return editLink(row);
    editJoined(record.path, record.id, label(row));
  };
  const create = () =>
    otherPath
      ? setEditing({ path: otherPath, title: words.dialog.nestedNew(names.entity(otherPath, 'one')), attachOnCreate: true })
      : setEditing({ path: entity.path, initialValues: { [field]: parentId }, title: words.dialog.nestedNew(name) });
  return (
    <>
      {rows.error ? (
        <div role="alert" className="flex items-center gap-2 text-sm text-destructive">
          {errorMessage(rows.error)}
          <Button size="sm" variant="outline" onClick={() => void rows.refetch()}>
            {words.retry}
          </Button>
        </div>
      ) : rows.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : list.length === 0 ? (
        <p className="text-sm text-muted-foreground">{words.noFoundItems}</p>
      ) : (
        <NestedRowList
          list={list}
          label={label}
          summary={(row) => joined(row)?.summary ?? ''}
          orderable={entity.hasOrderIndex}
          busy={busy}
          refreshing={rows.isFetching}
          onMove={move}
          onEdit={edit}
          onEditLink={otherSide && hasLinkSettings ? editLink : undefined}
          onRemove={setRemoving}
        />
      )}
      {list.length < total && (
        <Button size="sm" variant="ghost" className="justify-self-start" onClick={showMore}>
          {words.nested.showMore(total - list.length)}
        </Button>
      )}
      {attachable || creatable ? (
        <div className="flex flex-wrap items-end gap-2">
          {attachable && otherSide && otherPath ? (
            <AttachSelect
              label={words.nested.attach(names.field(entity.path, otherSide))}
              path={otherPath}
              busy={busy}
              onAttach={(id) => void attach(id)}
            />
          ) : null}
          {creatable ? (
            <Button size="sm" variant="outline" onClick={create}>
              {otherPath ? words.nested.createAndAttach : words.table.addNew}
            </Button>
          ) : null}
        </div>
      ) : null}
      <NestedRecordDialog
        EntityForm={EntityForm}
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={(record, saved) => {
          // A record just created stays open, titled as it would be when opened from the list.
          if (saved.id === undefined) {
            if (saved.attachOnCreate) editJoined(saved.path, record.id, recordLabel(record, language));
            else editLink(record);
          }
          if (saved.attachOnCreate) void attach(record.id);
          else void refresh();
        }}
      />
      <NestedRemoveDialog removing={removing} onCancel={() => setRemoving(null)} onConfirm={remove} />
    </>
  );
}
