'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { textLinkClass } from '@/components/rbac/auth-card';
import { reportFailure } from '@/components/rbac/report-failure';
import { signInSchema } from '@/components/rbac/schemas';
import { Button } from '@/components/ui/button';
import { Field, FormError, useTypedFields } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { rbacDictionary } from '@/components/rbac/dictionary';
import type { Language } from '@/shared/languages';
import { rbacPaths } from '@/shared/rbac-paths';
import { signInWithPassword } from '@/server/actions/session-actions';

/**
 * Email and password sign-in; on success the visitor goes back to `returnTo` (a path of this site: the page they came
 * from, else the home page), loaded anew so that every island of it reads the new session.
 */
export function SignInForm({ language, returnTo }: { language: Language; returnTo: string }) {
  const t = rbacDictionary(language);
  const paths = rbacPaths(language);
  const schema = useMemo(() => signInSchema(t.validation), [t]);
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { login: '', password: '' } });
  const formRef = useTypedFields(form);
  // Stays true once signed in, so the button cannot send again while the next page loads.
  const [done, setDone] = useState(false);

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await signInWithPassword(values);
    if (!result.ok) return reportFailure(form, result, ['login', 'password'], language);
    setDone(true);
    window.location.assign(returnTo);
  });
  const pending = form.formState.isSubmitting || done;

  return (
    // POST: sent before the script runs (Enter on a slow phone), the fields go in a body, not into the address.
    <form ref={formRef} method="post" onSubmit={onSubmit} noValidate className="grid gap-6">
      <Field control={form.control} name="login" label={t.common.email}>
        {(field) => <Input type="email" autoComplete="email" inputMode="email" placeholder="m@example.com" {...field} />}
      </Field>
      <div className="grid gap-2">
        <Field control={form.control} name="password" label={t.common.password}>
          {(field) => <Input type="password" autoComplete="current-password" {...field} />}
        </Field>
        <Link href={paths.forgotPassword} className={`${textLinkClass} ml-auto text-sm`}>
          {t.signIn.forgotPassword}
        </Link>
      </div>
      <FormError message={form.formState.errors.root?.server?.message} />
      <Button type="submit" className="w-full" disabled={pending}>
        {form.formState.isSubmitting ? t.signIn.pending : t.signIn.submit}
      </Button>
    </form>
  );
}
