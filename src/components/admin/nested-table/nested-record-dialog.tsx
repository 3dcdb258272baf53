'use client';

import type { ComponentType } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { EntityFormProps } from '../form/entity-form-props';
import { useAdminWords } from '../admin-context';

interface NestedRecordDialogProps {
  EntityForm: ComponentType<EntityFormProps>;
  /** The nested entity's path and name (`Pages to widgets`). */
  path: string;
  name: string;
  /** The field naming the parent record, set on a new row. */
  field: string;
  parentId: string;
  /** The row edited, `new`, or null when the dialog is closed. */
  editing: string | 'new' | null;
  onEditing(editing: string | null): void;
  onSaved(): void;
}

/** A nested row's form in a dialog: a new row (pointing at the parent) becomes the row edited once created. */
export function NestedRecordDialog({
  EntityForm,
  path,
  name,
  field,
  parentId,
  editing,
  onEditing,
  onSaved,
}: NestedRecordDialogProps) {
  const words = useAdminWords().dialog;
  return (
    <Dialog open={editing !== null} onOpenChange={(open) => !open && onEditing(null)}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{editing === 'new' ? words.nestedNew(name) : words.nestedEdit(name)}</DialogTitle>
          <DialogDescription className="sr-only">{words.editDescription}</DialogDescription>
        </DialogHeader>
        {editing !== null && (
          <EntityForm
            path={path}
            id={editing === 'new' ? undefined : editing}
            initialValues={{ [field]: parentId }}
            onSaved={(record) => {
              onSaved();
              if (editing === 'new') onEditing(record.id);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
