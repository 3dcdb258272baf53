'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2Icon } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form';
import { toast } from '@/components/ui/toaster';
import { ConfirmationField, confirmationOf, type ConfirmWith } from '@/components/rbac/confirmation-field';
import { reportFailure } from '@/components/rbac/report-failure';
import { confirmationSchema } from '@/components/rbac/schemas';
import { reloadSession } from '@/lib/session-store';
import { rbacDictionary } from '@/components/rbac/dictionary';
import type { Language } from '@/shared/languages';
import { deleteIdentity } from '@/server/actions/session-actions';

/**
 * Delete, after a confirmation with Cancel and Delete that asks who is there: the current password, or a wallet-only
 * subject's wallet signature (decision 0028). The dialog stays open (its buttons disabled) until the answer.
 */
export function DeleteIdentityButton({
  language,
  subjectId,
  identityId,
  confirmWith,
  describedBy,
}: {
  language: Language;
  subjectId: string;
  identityId: string;
  confirmWith: ConfirmWith;
  describedBy?: string;
}) {
  const t = rbacDictionary(language);
  const router = useRouter();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const schema = useMemo(
    () => (confirmWith === 'password' ? confirmationSchema(t.validation) : z.object({ currentPassword: z.string() })),
    [t, confirmWith],
  );
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { currentPassword: '' } });
  const pending = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(async (values) => {
    const confirmation = await confirmationOf(form, confirmWith, values.currentPassword, language);
    if (!confirmation) return;
    const result = await deleteIdentity({ subjectId, identityId, confirmation });
    if (!result.ok) return reportFailure(form, result, ['currentPassword'], language);
    setOpen(false);
    form.reset();
    toast.success(t.settings.deleted);
    router.refresh();
    // The navbar's menu may have been named by it.
    void reloadSession();
  });

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        setOpen(next);
        if (!next) form.reset();
      }}
    >
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm" className="text-destructive hover:text-destructive" aria-describedby={describedBy}>
          <Trash2Icon aria-hidden="true" />
          {t.settings.delete}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent className="sm:max-w-md">
        <AlertDialogHeader>
          <AlertDialogTitle>{t.settings.deleteTitle}</AlertDialogTitle>
          <AlertDialogDescription>{t.settings.deleteDescription}</AlertDialogDescription>
        </AlertDialogHeader>
        <form id={formId} onSubmit={onSubmit} noValidate className="grid gap-5">
          <ConfirmationField language={language} confirmWith={confirmWith} control={form.control} name="currentPassword" />
          <FormError message={form.formState.errors.root?.server?.message} />
        </form>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{t.common.cancel}</AlertDialogCancel>
          <Button type="submit" form={formId} variant="destructive" disabled={pending}>
            {pending ? t.settings.deleting : t.settings.delete}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
