'use client';

import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { CreateFormContext, type CreateFormRequest } from './create-form-context';
import { EntityForm } from './entity-form';

interface OpenedForm extends CreateFormRequest {
  key: number;
  /** False while the dialog plays its closing animation. */
  open: boolean;
}

/**
 * The dialogs of the create forms opened through useCreateForms(), one above the other: a form in such a dialog
 * may open another. At most 80% of the viewport tall, the form scrolling inside.
 */
export function CreateFormDialogs({ children }: { children: ReactNode }) {
  const [forms, setForms] = useState<OpenedForm[]>([]);
  const nextKey = useRef(0);

  const openCreateForm = useCallback((request: CreateFormRequest) => {
    const key = nextKey.current++;
    // Dialogs closed earlier have finished closing by now: they are dropped.
    setForms((current) => [...current.filter((form) => form.open), { ...request, key, open: true }]);
  }, []);
  const close = (key: number) =>
    setForms((current) => current.map((form) => (form.key === key ? { ...form, open: false } : form)));
  const value = useMemo(() => ({ openCreateForm }), [openCreateForm]);

  return (
    <CreateFormContext.Provider value={value}>
      {children}
      {forms.map((form) => (
        <Dialog
          key={form.key}
          open={form.open}
          onOpenChange={(open) => {
            if (!open) close(form.key);
          }}
        >
          <DialogContent
            closeLabel={form.closeLabel}
            aria-describedby={undefined}
            className="max-h-[80vh] overflow-y-auto sm:max-w-2xl"
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              form.onCloseAutoFocus();
            }}
          >
            <DialogHeader>
              <DialogTitle>{form.title}</DialogTitle>
            </DialogHeader>
            {form.open ? (
              <EntityForm
                path={form.path}
                onSaved={(record) => {
                  form.onCreated(record);
                  close(form.key);
                }}
              />
            ) : null}
          </DialogContent>
        </Dialog>
      ))}
    </CreateFormContext.Provider>
  );
}
