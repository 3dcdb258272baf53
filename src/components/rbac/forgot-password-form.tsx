'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { reportFailure } from '@/components/rbac/report-failure';
import { forgotPasswordSchema } from '@/components/rbac/schemas';
import { Button } from '@/components/ui/button';
import { Field, FormError, useTypedFields } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { rbacDictionary } from '@/components/rbac/dictionary';
import type { Language } from '@/shared/languages';
import { forgotPassword } from '@/server/actions/session-actions';

/** Asks for a reset link by email. The answer is the same whether the email has an account or not. */
export function ForgotPasswordForm({ language }: { language: Language }) {
  const t = rbacDictionary(language);
  const schema = useMemo(() => forgotPasswordSchema(t.validation), [t]);
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { email: '' } });
  const formRef = useTypedFields(form);
  const [sentTo, setSentTo] = useState<string>();

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await forgotPassword(values);
    if (!result.ok) return reportFailure(form, result, ['email'], language);
    toast.success(t.forgotPassword.sent);
    setSentTo(values.email);
  });

  return (
    // POST: sent before the script runs (Enter on a slow phone), the fields go in a body, not into the address.
    <form ref={formRef} method="post" onSubmit={onSubmit} noValidate className="grid gap-6">
      <Field control={form.control} name="email" label={t.common.email}>
        {(field) => <Input type="email" autoComplete="email" inputMode="email" placeholder="m@example.com" {...field} />}
      </Field>
      <FormError message={form.formState.errors.root?.server?.message} />
      {sentTo ? (
        <p role="status" className="rounded-md border bg-muted px-3 py-2 text-sm text-muted-foreground">
          {t.forgotPassword.sentNote}
        </p>
      ) : null}
      <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? t.forgotPassword.pending : t.forgotPassword.submit}
      </Button>
    </form>
  );
}
