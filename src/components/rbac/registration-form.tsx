'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { reportFailure } from '@/components/rbac/report-failure';
import { registrationSchema } from '@/components/rbac/schemas';
import { Button } from '@/components/ui/button';
import { Field, FormError, useTypedFields } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { rbacDictionary } from '@/components/rbac/dictionary';
import type { Language } from '@/shared/languages';
import { register } from '@/server/actions/session-actions';
import { rememberRegistration } from '@/components/rbac/registration-mark';

/**
 * Registration with email and password; on success the new subject is signed in and goes back to `returnTo` (the page
 * it came from, else the home page), where it is told to check its mail (registration-notice.tsx).
 */
export function RegistrationForm({ language, returnTo }: { language: Language; returnTo: string }) {
  const t = rbacDictionary(language);
  const schema = useMemo(() => registrationSchema(t.validation), [t]);
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { login: '', password: '' } });
  const formRef = useTypedFields(form);
  const [done, setDone] = useState(false);

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await register(values);
    if (!result.ok) return reportFailure(form, result, ['login', 'password'], language);
    setDone(true);
    rememberRegistration(values.login);
    window.location.assign(returnTo);
  });

  return (
    // POST: sent before the script runs (Enter on a slow phone), the fields go in a body, not into the address.
    <form ref={formRef} method="post" onSubmit={onSubmit} noValidate className="grid gap-6">
      <Field control={form.control} name="login" label={t.common.email}>
        {(field) => <Input type="email" autoComplete="email" inputMode="email" placeholder="m@example.com" {...field} />}
      </Field>
      {/* The hint gives way to the field's message, which says the same once the password is too short. */}
      <Field
        control={form.control}
        name="password"
        label={t.common.password}
        description={form.formState.errors.password ? undefined : t.registration.passwordHint}
      >
        {(field) => <Input type="password" autoComplete="new-password" {...field} />}
      </Field>
      <FormError message={form.formState.errors.root?.server?.message} />
      <Button type="submit" className="w-full" disabled={form.formState.isSubmitting || done}>
        {form.formState.isSubmitting ? t.registration.pending : t.registration.submit}
      </Button>
    </form>
  );
}
