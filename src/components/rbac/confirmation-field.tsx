'use client';

import type { Control, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Field } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { rbacDictionary } from '@/components/rbac/dictionary';
import { SERVER_ERROR } from '@/components/rbac/report-failure';
import { walletConfirmation } from '@/components/rbac/wallet';
import type { Language } from '@/shared/languages';
import type { Confirmation } from '@/server/actions/session-actions';

/** How the subject confirms an account change: its current password, or its wallet when it has no password. */
export type ConfirmWith = 'password' | 'wallet';

/** The current-password field of an account-change dialog, or for a wallet-only subject what its wallet will ask. */
export function ConfirmationField<T extends FieldValues>({
  language,
  confirmWith,
  control,
  name,
}: {
  language: Language;
  confirmWith: ConfirmWith;
  control: Control<T>;
  name: Path<T>;
}) {
  const t = rbacDictionary(language);
  if (confirmWith === 'wallet') return <p className="text-sm text-muted-foreground">{t.settings.confirmWithWallet}</p>;
  return (
    <Field control={control} name={name} label={t.settings.currentPassword}>
      {(field) => <Input type="password" autoComplete="current-password" {...field} />}
    </Field>
  );
}

/**
 * What the change sends: the password typed, or the wallet's signature of a fresh message (its prompt opens now).
 * Undefined when the wallet refused to sign or there is none: that is then said under the form.
 */
export async function confirmationOf<T extends FieldValues>(
  form: UseFormReturn<T>,
  confirmWith: ConfirmWith,
  currentPassword: string,
  language: Language,
): Promise<Confirmation | undefined> {
  if (confirmWith === 'password') return { currentPassword };
  const t = rbacDictionary(language);
  try {
    return await walletConfirmation(
      { statement: t.settings.confirmStatement, noWallet: t.settings.noWalletToConfirm, noAccount: t.wallet.noAccount },
      language,
    );
  } catch (error) {
    form.setError(SERVER_ERROR, { type: 'server', message: (error as Error).message });
    return undefined;
  }
}
