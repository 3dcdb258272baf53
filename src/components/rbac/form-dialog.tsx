'use client';

import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form';

/**
 * A settings dialog holding one form: opened by a small outline button, titled and described, its fields, the
 * server's form-level error, Cancel and a submit button that shows `pendingLabel` while the form is sent.
 */
export function FormDialog({
  open,
  onOpenChange,
  trigger,
  describedBy,
  closeLabel,
  title,
  description,
  onSubmit,
  serverError,
  pending,
  cancelLabel,
  submitLabel,
  pendingLabel,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The trigger button's icon and words. */
  trigger: ReactNode;
  /** The id of what the trigger acts on (the identity's name). */
  describedBy?: string;
  closeLabel: string;
  title: string;
  description: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  serverError: string | undefined;
  pending: boolean;
  cancelLabel: string;
  submitLabel: string;
  pendingLabel: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-describedby={describedBy}>
          {trigger}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={closeLabel} className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-5">
          {children}
          <FormError message={serverError} />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{cancelLabel}</Button>
            </DialogClose>
            <Button type="submit" disabled={pending}>
              {pending ? pendingLabel : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
