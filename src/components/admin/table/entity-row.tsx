'use client';

import { useQueryClient } from '@tanstack/react-query';
import { PencilIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
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
import { toast } from '@/components/ui/toaster';
import type { AdminDisplayName } from '@/shared/registry/types';
import { entityApi, type Row } from '../entity-api';
import { useErrorMessage } from './messages';
import { useAdminWords } from '../admin-context';

/** What the row and dialog need of the entity: its path and its router keys (for entityApi). */
export interface EntityRef {
  path: string;
  moduleKey: string;
  routerKey: string;
  /** Its module's display (displays/), which may name its records. */
  adminDisplay?: AdminDisplayName;
}

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
  /** The record's label (entityRecordLabel), naming the buttons for screen readers. */
  label: string;
  onEdit(id: string): void;
  onDeleted?(id: string): void;
}) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const words = useAdminWords();
  const errorMessage = useErrorMessage();

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
    toast.success(words.table.deleted);
    onDeleted?.(row.id);
    await queryClient.invalidateQueries({ queryKey: [entity.path] });
  }

  return (
    <div className="flex items-center justify-end gap-1">
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label={words.table.editRecord(label)}
        title={words.table.edit}
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
            aria-label={words.table.deleteRecord(label)}
            title={words.delete}
          >
            <Trash2Icon aria-hidden="true" />
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent className="sm:max-w-md">
          <AlertDialogHeader>
            <AlertDialogTitle>{words.table.deleteQuestion}</AlertDialogTitle>
            <AlertDialogDescription>
              <span className="font-medium break-all text-foreground">{label}</span> {words.table.willBeDeleted}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={pending}>{words.cancel}</AlertDialogCancel>
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
              {words.delete}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
