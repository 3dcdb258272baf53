'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { MailIcon } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConfirmationField, confirmationOf, type ConfirmWith } from '@/components/rbac/confirmation-field';
import { reportFailure } from '@/components/rbac/report-failure';
import { reloadSession } from '@/lib/session-store';
import { changeEmailSchema } from '@/components/rbac/schemas';
import { FormDialog } from '@/components/rbac/form-dialog';
import { Field } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { rbacDictionary } from '@/components/rbac/dictionary';
import type { Language } from '@/shared/languages';
import { changeEmail } from '@/server/actions/session-actions';

/**
 * The account dialog 'Update Email' (opened by Change email): its button reads 'Updating...' while pending. The
 * change asks who is there: the current password, or a wallet-only subject's wallet signature (decision 0028).
 */
export function ChangeEmailDialog({
  language,
  subjectId,
  identityId,
  email,
  confirmWith,
  describedBy,
}: {
  language: Language;
  subjectId: string;
  identityId: string;
  email: string | null;
  confirmWith: ConfirmWith;
  describedBy?: string;
}) {
  const t = rbacDictionary(language);
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const schema = useMemo(() => changeEmailSchema(t.validation, confirmWith === 'password'), [t, confirmWith]);
  const defaultValues = useMemo(() => ({ email: email ?? '', currentPassword: '' }), [email]);
  const form = useForm({ resolver: zodResolver(schema), defaultValues });

  const onSubmit = form.handleSubmit(async (values) => {
    const confirmation = await confirmationOf(form, confirmWith, values.currentPassword, language);
    if (!confirmation) return;
    const result = await changeEmail({ subjectId, identityId, email: values.email, confirmation });
    if (!result.ok) return reportFailure(form, result, ['email', 'currentPassword'], language);
    toast.success(t.settings.updated);
    setOpen(false);
    form.reset({ ...values, currentPassword: '' });
    router.refresh();
    // The navbar's menu is named by the email: it reads the session again.
    void reloadSession();
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) form.reset(defaultValues);
      }}
      trigger={
        <>
          <MailIcon aria-hidden="true" />
          {t.settings.changeEmail}
        </>
      }
      describedBy={describedBy}
      closeLabel={t.common.close}
      title={t.settings.updateEmail}
      description={t.settings.updateEmailDescription}
      onSubmit={onSubmit}
      serverError={form.formState.errors.root?.server?.message}
      pending={form.formState.isSubmitting}
      cancelLabel={t.common.cancel}
      submitLabel={t.settings.update}
      pendingLabel={t.settings.updating}
    >
      <Field control={form.control} name="email" label={t.common.email}>
        {(field) => <Input type="email" autoComplete="email" inputMode="email" {...field} />}
      </Field>
      <ConfirmationField language={language} confirmWith={confirmWith} control={form.control} name="currentPassword" />
    </FormDialog>
  );
}
