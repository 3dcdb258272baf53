'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { reportFailure } from '@/components/rbac/report-failure';
import { resetPasswordSchema } from '@/components/rbac/schemas';
import { Button } from '@/components/ui/button';
import { Field, FormError, useTypedFields } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { rbacDictionary } from '@/components/rbac/dictionary';
import type { Language } from '@/shared/languages';
import { rbacPaths } from '@/shared/rbac-paths';
import { resetPassword } from '@/server/actions/session-actions';

/**
 * A new password with the reset code. The code comes from the link's `?code=`; a link without one says so and
 * offers a Code field instead (the reset email gives the code as text too).
 */
export function ResetPasswordForm({ language, code }: { language: Language; code: string }) {
  const t = rbacDictionary(language);
  const router = useRouter();
  const schema = useMemo(() => resetPasswordSchema(t.validation), [t]);
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { password: '', passwordConfirmation: '', code } });
  const formRef = useTypedFields(form);
  const [done, setDone] = useState(false);
  const askCode = !code;

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await resetPassword(values);
    if (!result.ok)
      return reportFailure(
        form,
        result,
        askCode ? ['password', 'passwordConfirmation', 'code'] : ['password', 'passwordConfirmation'],
        language,
      );
    setDone(true);
    toast.success(t.resetPassword.success);
    router.push(rbacPaths(language).signIn);
  });

  return (
    // POST: sent before the script runs (Enter on a slow phone), the fields go in a body, not into the address.
    <form ref={formRef} method="post" onSubmit={onSubmit} noValidate className="grid gap-6">
      {askCode ? (
        <>
          <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm text-destructive">
            {t.resetPassword.codeMissing}
          </p>
          <Field control={form.control} name="code" label={t.resetPassword.code}>
            {(field) => <Input autoComplete="one-time-code" spellCheck={false} {...field} />}
          </Field>
        </>
      ) : null}
      <Field control={form.control} name="password" label={t.resetPassword.password}>
        {(field) => <Input type="password" autoComplete="new-password" {...field} />}
      </Field>
      <Field control={form.control} name="passwordConfirmation" label={t.resetPassword.passwordConfirmation}>
        {(field) => <Input type="password" autoComplete="new-password" {...field} />}
      </Field>
      <FormError message={form.formState.errors.root?.server?.message} />
      <Button type="submit" className="w-full" disabled={form.formState.isSubmitting || done}>
        {form.formState.isSubmitting ? t.resetPassword.pending : t.resetPassword.submit}
      </Button>
    </form>
  );
}
