'use client';

import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react';
import { useMemo, useState, type ComponentType } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toaster';
import { recordLabel } from '@/shared/admin/format';
import type { ReverseRelation } from '@/shared/admin/entity-summary';
import type { AnyEntity } from '@/shared/registry/define-entity';
import { useAdmin, useEntitySummary } from './admin-context';
import { entityApi, errorCauses, type Row } from './entity-api';
import type { EntityFormProps } from './entity-form-props';
import { fieldLabel } from './form-values';
import { movedOrder } from './nested-order';
import { RelationSelect } from './relation-select';
import { relationPath, useRelationLabels } from './relation-labels';
import { useLoadedEntity } from './use-loaded-entity';

/** While nothing is loaded: one array, so hooks that depend on the rows do not run again. */
const NO_ROWS: Row[] = [];

/** Rows shown at first; "Show more" adds as many again. */
const PAGE = 50;

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
  if (!summary) return null;
  return (
    <section aria-labelledby={`nested-${path}-${field}`} className="grid gap-2 rounded-lg border p-3">
      <h3 id={`nested-${path}-${field}`} className="text-sm font-semibold">
        {summary.name}
        <span className="font-normal text-muted-foreground"> · {summary.module}</span>
      </h3>
      {entity.data ? (
        <LoadedNestedTable entity={entity.data} name={summary.name} field={field} parentId={parentId} EntityForm={EntityForm} />
      ) : entity.error ? (
        <p role="alert" className="text-sm text-destructive">
          {errorCauses(entity.error)[0]!.message}
        </p>
      ) : (
        <Skeleton className="h-16 w-full" />
      )}
    </section>
  );
}

interface LoadedNestedTableProps {
  entity: AnyEntity;
  /** The entity's name, `Pages to widgets`. */
  name: string;
  field: string;
  parentId: string;
  EntityForm: ComponentType<EntityFormProps>;
}

function LoadedNestedTable({ entity, name, field, parentId, EntityForm }: LoadedNestedTableProps) {
  const { language } = useAdmin();
  const queryClient = useQueryClient();
  const api = useMemo(() => entityApi(entity), [entity]);
  const [limit, setLimit] = useState(PAGE);
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [removing, setRemoving] = useState<Row | null>(null);
  const [busy, setBusy] = useState(false);
  // The other side of a join (a page's widgets): attached by picking one of its records.
  const others = entity.fields.filter((candidate) => candidate.relation && candidate.name !== field && !candidate.secret);
  const otherSide =
    others.length === 1 && !entity.fields.some((f) => f.required && f.name !== field && !f.relation) ? others[0] : undefined;
  const filters = { and: [{ column: field, method: 'eq' as const, value: parentId }] };
  const rows = useQuery({
    queryKey: [entity.path, 'list', { filters, limit, offset: 0 }],
    queryFn: () => api.list({ filters, limit, offset: 0 }),
    placeholderData: keepPreviousData,
  });
  const count = useQuery({ queryKey: [entity.path, 'count', filters], queryFn: () => api.count(filters) });
  const labels = useRelationLabels(others, rows.data ?? NO_ROWS, language);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [entity.path] });

  const run = async (work: () => Promise<unknown>, success: string) => {
    setBusy(true);
    try {
      await work();
      toast.success(success);
    } catch (error) {
      toast.error(errorCauses(error)[0]!.message);
    } finally {
      setBusy(false);
      await refresh();
    }
  };

  const attach = (otherId: string | null) => {
    if (!otherId || !otherSide) return;
    const data: Record<string, unknown> = { [field]: parentId, [otherSide.name]: otherId };
    void run(async () => {
      // After the last one, also when not every row is loaded.
      if (entity.hasOrderIndex) data.orderIndex = (await lastOrderIndex()) + 1;
      return api.create(data);
    }, 'Created successfully');
  };

  const lastOrderIndex = async () => {
    const [last] = await api.list({ filters, orderBy: { and: [{ column: 'orderIndex', method: 'desc' }] }, limit: 1, offset: 0 });
    return (last?.orderIndex as number | undefined) ?? -1;
  };

  const move = (index: number, by: -1 | 1) => {
    const changes = movedOrder(rows.data ?? [], index, by);
    if (changes.length) void run(() => api.bulkUpdate(changes), 'Updated successfully');
  };

  const list = rows.data ?? NO_ROWS;
  const total = count.data ?? list.length;
  const label = (row: Row) =>
    others.length
      ? others
          .map((other) => labels.get(other.name)?.get(String(row[other.name])) ?? (row[other.name] as string | null) ?? '—')
          .join(' · ')
      : recordLabel(row, language);
  return (
    <>
      {rows.error ? (
        <div role="alert" className="flex items-center gap-2 text-sm text-destructive">
          {errorCauses(rows.error)[0]!.message}
          <Button size="sm" variant="outline" onClick={() => void rows.refetch()}>
            Retry
          </Button>
        </div>
      ) : rows.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : list.length === 0 ? (
        <p className="text-sm text-muted-foreground">No found items.</p>
      ) : (
        <ol className="divide-y rounded-md border" aria-busy={busy || rows.isFetching}>
          {list.map((row, index) => (
            <li key={row.id} data-row-id={row.id} className="flex flex-wrap items-center gap-2 px-2 py-1.5 text-sm">
              <span className="w-6 text-right text-muted-foreground tabular-nums">{index + 1}</span>
              <span className="min-w-0 flex-1 truncate" title={label(row)}>
                {label(row)}
                {typeof row.variant === 'string' && row.variant !== 'default' && (
                  <span className="ml-2 text-xs text-muted-foreground">{row.variant}</span>
                )}
              </span>
              <span className="flex items-center gap-0.5">
                {entity.hasOrderIndex && (
                  <>
                    <Button
                      size="icon"
                      variant="ghost"
                      className="size-8"
                      disabled={busy || index === 0}
                      aria-label={`Move ${label(row)} up`}
                      onClick={() => move(index, -1)}
                    >
                      <ArrowUp />
                    </Button>
                    <Button
                      size="icon"
                      variant="ghost"
                      className="size-8"
                      disabled={busy || index === list.length - 1}
                      aria-label={`Move ${label(row)} down`}
                      onClick={() => move(index, 1)}
                    >
                      <ArrowDown />
                    </Button>
                  </>
                )}
                <Button
                  size="icon"
                  variant="ghost"
                  className="size-8"
                  aria-label={`Edit ${label(row)}`}
                  onClick={() => setEditing(row.id)}
                >
                  <Pencil />
                </Button>
                <Button
                  size="icon"
                  variant="ghost"
                  className="size-8 text-destructive hover:text-destructive"
                  disabled={busy}
                  aria-label={`Remove ${label(row)}`}
                  onClick={() => setRemoving(row)}
                >
                  <Trash2 />
                </Button>
              </span>
            </li>
          ))}
        </ol>
      )}
      {list.length < total && (
        <Button size="sm" variant="ghost" className="justify-self-start" onClick={() => setLimit(limit + PAGE)}>
          Show more ({total - list.length})
        </Button>
      )}
      <div className="flex flex-wrap items-end gap-2">
        {otherSide?.relation && (
          <div className="grid min-w-0 flex-1 gap-1 sm:max-w-sm">
            <label className="text-xs text-muted-foreground" htmlFor={`attach-${entity.path}-${field}`}>
              Attach {fieldLabel(otherSide).toLowerCase()}
            </label>
            <RelationSelect
              path={relationPath(otherSide.relation)}
              value={null}
              onChange={attach}
              nullable={false}
              language={language}
              disabled={busy}
              id={`attach-${entity.path}-${field}`}
            />
          </div>
        )}
        <Button size="sm" variant="outline" onClick={() => setEditing('new')}>
          Add new
        </Button>
      </div>
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent className="sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle>{editing === 'new' ? `New: ${name}` : `Edit: ${name}`}</DialogTitle>
            <DialogDescription className="sr-only">Change the fields and save.</DialogDescription>
          </DialogHeader>
          {editing !== null && (
            <EntityForm
              path={entity.path}
              id={editing === 'new' ? undefined : editing}
              initialValues={{ [field]: parentId }}
              onSaved={(record) => {
                void refresh();
                if (editing === 'new') setEditing(record.id);
              }}
            />
          )}
        </DialogContent>
      </Dialog>
      <AlertDialog open={removing !== null} onOpenChange={(open) => !open && setRemoving(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete?</AlertDialogTitle>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              onClick={() => {
                const row = removing!;
                void run(() => api.remove(row.id), 'Deleted successfully');
              }}
            >
              Delete
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
