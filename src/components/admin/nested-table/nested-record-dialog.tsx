'use client';

import type { ComponentType } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { Row } from '../entity-api';
import type { EntityFormProps } from '../form/entity-form-props';
import { useAdminWords } from '../admin-context';

/** What a nested table's dialog edits: a record of some entity (a join row, or the record it stands for), or a new one. */
export interface NestedEditing {
  path: string;
  /** Absent: a new record, starting with `initialValues`. */
  id?: string;
  initialValues?: Record<string, unknown>;
  title: string;
  /** A new record of the join's other side: once created, it is attached to the parent. */
  attachOnCreate?: true;
}

interface NestedRecordDialogProps {
  EntityForm: ComponentType<EntityFormProps>;
  /** What is edited, or null when the dialog is closed. */
  editing: NestedEditing | null;
  onClose(): void;
  /** After a save of `saved` (as it was opened); the caller opens a record just created as the record edited. */
  onSaved(record: Row, saved: NestedEditing): void;
}

/** A nested record's form in a dialog over the form that shows the nested table: edited in place, without leaving it. */
export function NestedRecordDialog({ EntityForm, editing, onClose, onSaved }: NestedRecordDialogProps) {
  const words = useAdminWords().dialog;
  return (
    <Dialog open={editing !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={words.close} className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{editing?.title}</DialogTitle>
          <DialogDescription className="sr-only">
            {editing?.id === undefined ? words.newDescription : words.editDescription}
          </DialogDescription>
        </DialogHeader>
        {editing !== null && (
          <EntityForm
            key={`${editing.path}:${editing.id ?? 'new'}`}
            path={editing.path}
            id={editing.id}
            initialValues={editing.initialValues}
            onSaved={(record) => onSaved(record, editing)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
