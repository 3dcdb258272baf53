'use client';

import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { PencilIcon, Trash2Icon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toaster';
import { recordLabel } from '@/shared/admin/format';
import { entityApi, errorCauses, type Row } from './entity-api';
import { EntityForm } from './entity-form';

/** What the row and dialog need of the entity: its path and its router keys (for entityApi). */
export interface EntityRef {
  path: string;
  moduleKey: string;
  routerKey: string;
}

export const DELETED_MESSAGE = 'Deleted successfully';

/** The message of a failed call: the server's causes, one per line. */
export const errorMessage = (error: unknown) =>
  errorCauses(error)
    .map((cause) => cause.message)
    .join('\n');

/**
 * admin-table-row: a row's actions. Edit opens the Edit dialog through the URL (`open={id}`: the table renders
 * it, so a link opens it too); Delete asks `Delete?` with Cancel and Delete, then deletes the record.
 */
export function EntityRow({
  entity,
  row,
  label,
  onEdit,
  onDeleted,
}: {
  entity: EntityRef;
  row: Row;
  /** The record's label (recordLabel), naming the buttons for screen readers. */
  label: string;
  onEdit(id: string): void;
  onDeleted?(id: string): void;
}) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  async function remove() {
    setPending(true);
    try {
      await entityApi(entity).remove(row.id);
    } catch (error) {
      toast.error(errorMessage(error));
      return;
    } finally {
      setPending(false);
    }
    setOpen(false);
    toast.success(DELETED_MESSAGE);
    onDeleted?.(row.id);
    await queryClient.invalidateQueries({ queryKey: [entity.path] });
  }

  return (
    <div className="flex items-center justify-end gap-1">
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label={`Edit ${label}`}
        title="Edit"
        onClick={() => onEdit(row.id)}
      >
        <PencilIcon aria-hidden="true" />
      </Button>
      <AlertDialog
        open={open}
        onOpenChange={(next) => {
          if (!pending) setOpen(next);
        }}
      >
        <AlertDialogTrigger asChild>
          <Button
            variant="ghost"
            size="icon"
            className="size-8 text-destructive hover:text-destructive"
            aria-label={`Delete ${label}`}
            title="Delete"
          >
            <Trash2Icon aria-hidden="true" />
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent className="sm:max-w-md">
          <AlertDialogHeader>
            <AlertDialogTitle>Delete?</AlertDialogTitle>
            <AlertDialogDescription>
              <span className="font-medium break-all text-foreground">{label}</span> will be deleted. This cannot be undone.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
            <AlertDialogAction
              variant="destructive"
              disabled={pending}
              aria-busy={pending || undefined}
              onClick={(event) => {
                // Keep the dialog open until the server answers.
                event.preventDefault();
                void remove();
              }}
            >
              Delete
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}

/**
 * The dialog the URL's `open` names: `new` → the create form, an id → the Edit dialog of that record, found on
 * the current page or else loaded by id (a link may name a record on no page shown). At most 80% of the
 * viewport tall, the form scrolling inside. Saving keeps it open: the form shows its own status and toasts.
 */
export function EntityDialog({
  entity,
  open,
  pageRow,
  language,
  onClose,
  onCreated,
}: {
  entity: EntityRef;
  /** The URL's `open`: a record id, `new`, or undefined when no dialog is open. */
  open: string | undefined;
  /** The record when it is on the page shown. */
  pageRow: Row | undefined;
  language: string;
  onClose(): void;
  /** After a create: the saved record. */
  onCreated?(record: Row): void;
}) {
  const queryClient = useQueryClient();
  const editing = open !== undefined && open !== 'new' ? open : undefined;
  const record = useQuery({
    queryKey: [entity.path, 'get', editing],
    queryFn: () => entityApi(entity).get(editing!),
    enabled: editing !== undefined && pageRow === undefined,
    placeholderData: keepPreviousData,
    // The same query as the form's (entity-form.tsx): loaded once, not behind the person's back.
    refetchOnWindowFocus: false,
    staleTime: Infinity,
    retry: false,
  });
  const row = pageRow ?? (record.data?.id === editing ? record.data : undefined);
  const invalidate = () => void queryClient.invalidateQueries({ queryKey: [entity.path] });

  let title: string;
  let body: ReactNode;
  if (open === 'new') {
    title = 'Add new';
    body = (
      <EntityForm
        path={entity.path}
        onSaved={(saved) => {
          invalidate();
          onCreated?.(saved);
        }}
      />
    );
  } else if (editing !== undefined && row) {
    title = `Edit ${recordLabel(row, language)}`;
    body = <EntityForm key={editing} path={entity.path} id={editing} onSaved={invalidate} />;
  } else if (editing !== undefined && record.isError && !record.isFetching) {
    title = `Edit ${editing}`;
    body = (
      <div role="alert" className="grid justify-items-start gap-3 text-sm">
        <p className="whitespace-pre-line text-destructive">{errorMessage(record.error)}</p>
        <Button variant="outline" size="sm" onClick={() => void record.refetch()}>
          Retry
        </Button>
      </div>
    );
  } else {
    title = `Edit ${editing ?? ''}`.trim();
    body = (
      <div aria-busy="true" className="grid gap-3">
        <span className="sr-only">Loading…</span>
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-9 w-2/3" />
      </div>
    );
  }

  return (
    <Dialog
      open={open !== undefined}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <DialogContent className="flex max-h-[80vh] flex-col overflow-hidden sm:max-w-2xl" data-admin-dialog={open}>
        <DialogHeader className="pr-8">
          <DialogTitle className="leading-snug break-words">{title}</DialogTitle>
          <DialogDescription className="sr-only">
            {open === 'new' ? 'Fill in the fields and save to create a record.' : 'Change the fields and save.'}
          </DialogDescription>
        </DialogHeader>
        <div className="-mx-6 min-h-0 flex-1 overflow-y-auto px-6 pb-1">{body}</div>
      </DialogContent>
    </Dialog>
  );
}
