'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRoundIcon } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { reportFailure } from '@/components/rbac/report-failure';
import { changePasswordSchema } from '@/components/rbac/schemas';
import { FormDialog } from '@/components/rbac/form-dialog';
import { Field } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { rbacDictionary } from '@/components/rbac/dictionary';
import type { Language } from '@/shared/languages';
import { changePassword } from '@/server/actions/session-actions';

/** Change password: the current one and a new one. The subject's other sessions end; this one goes on. */
export function ChangePasswordDialog({
  language,
  subjectId,
  identityId,
  describedBy,
}: {
  language: Language;
  subjectId: string;
  identityId: string;
  /** The id of the identity's name, so "Change password" says which identity. */
  describedBy?: string;
}) {
  const t = rbacDictionary(language);
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const schema = useMemo(() => changePasswordSchema(t.validation), [t]);
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { password: '', newPassword: '' } });

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await changePassword({ subjectId, identityId, ...values });
    if (!result.ok) return reportFailure(form, result, ['password', 'newPassword'], language);
    toast.success(t.settings.passwordChanged);
    setOpen(false);
    form.reset();
    router.refresh();
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) form.reset();
      }}
      trigger={
        <>
          <KeyRoundIcon aria-hidden="true" />
          {t.settings.changePassword}
        </>
      }
      describedBy={describedBy}
      closeLabel={t.common.close}
      title={t.settings.changePassword}
      description={t.settings.changePasswordDescription}
      onSubmit={onSubmit}
      serverError={form.formState.errors.root?.server?.message}
      pending={form.formState.isSubmitting}
      cancelLabel={t.common.cancel}
      submitLabel={t.settings.save}
      pendingLabel={t.settings.saving}
    >
      <Field control={form.control} name="password" label={t.settings.currentPassword}>
        {(field) => <Input type="password" autoComplete="current-password" {...field} />}
      </Field>
      <Field control={form.control} name="newPassword" label={t.settings.newPassword}>
        {(field) => <Input type="password" autoComplete="new-password" {...field} />}
      </Field>
    </FormDialog>
  );
}
