'use client';

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import type { Row } from '../entity-api';
import { useAdminWords } from '../admin-context';

/** `Delete?` for the nested row being removed (none: closed). */
export function NestedRemoveDialog({
  removing,
  onCancel,
  onConfirm,
}: {
  removing: Row | null;
  onCancel(): void;
  onConfirm(row: Row): void;
}) {
  const words = useAdminWords();
  return (
    <AlertDialog open={removing !== null} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{words.table.deleteQuestion}</AlertDialogTitle>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{words.cancel}</AlertDialogCancel>
          <AlertDialogAction onClick={() => onConfirm(removing!)}>{words.delete}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
