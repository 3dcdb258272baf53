'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { SendIcon } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ConfirmationField, confirmationOf, type ConfirmWith } from '@/components/rbac/confirmation-field';
import { rbacDictionary } from '@/components/rbac/dictionary';
import { failureIn } from '@/components/rbac/failure-words';
import { FormDialog } from '@/components/rbac/form-dialog';
import { reportFailure, SERVER_ERROR } from '@/components/rbac/report-failure';
import { confirmationSchema } from '@/components/rbac/schemas';
import { telegramDictionary } from '@/components/rbac/telegram-dictionary';
import { useTelegramLogin } from '@/components/rbac/telegram-login';
import { toast } from '@/components/ui/toaster';
import type { Language } from '@/shared/languages';
import type { NotificationMethod } from '@/shared/rbac-subject';
import { linkTelegram, setNotificationMethod, type Confirmation } from '@/server/actions/session-actions';

/**
 * How a subject confirms linking a new Telegram account (decision 0028): its password, its wallet, or, for an account
 * with neither (signed up with Telegram), nothing it could give: linking its own Telegram again needs none.
 */
export type LinkConfirmation = ConfirmWith | 'none';

/**
 * «Привязать Telegram»: a dialog asking who is there (the current password, or what the wallet will ask), then
 * Telegram's window where the person confirms the site and lets the bot write to them. Linked again, a Telegram that
 * had blocked the bot gets messages again.
 */
export function LinkTelegramDialog({
  language,
  subjectId,
  botId,
  confirmWith,
  again,
}: {
  language: Language;
  subjectId: string;
  botId: string;
  confirmWith: LinkConfirmation;
  /** The subject has Telegram already (blocked): the button says «link again». */
  again: boolean;
}) {
  const words = rbacDictionary(language);
  const t = telegramDictionary(language);
  const router = useRouter();
  const { state, authorize } = useTelegramLogin(botId, language);
  const [open, setOpen] = useState(false);
  const schema = useMemo(
    () => (confirmWith === 'password' ? confirmationSchema(words.validation) : z.object({ currentPassword: z.string() })),
    [words, confirmWith],
  );
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { currentPassword: '' } });

  const onSubmit = form.handleSubmit(async (values) => {
    // Telegram's window first, while the click still lets the page open one.
    const login = await authorize();
    if (!login) return form.setError(SERVER_ERROR as 'currentPassword', { type: 'server', message: t.declined });
    let confirmation: Confirmation | undefined = {};
    if (confirmWith !== 'none') confirmation = await confirmationOf(form, confirmWith, values.currentPassword, language);
    if (!confirmation) return;
    const result = await linkTelegram({ subjectId, login, confirmation });
    if (!result.ok) return reportFailure(form, result, ['currentPassword'], language);
    toast.success(t.linked);
    setOpen(false);
    form.reset({ currentPassword: '' });
    router.refresh();
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) form.reset({ currentPassword: '' });
      }}
      trigger={
        <>
          <SendIcon aria-hidden="true" />
          {again ? t.linkAgain : t.link}
        </>
      }
      closeLabel={words.common.close}
      title={t.linkTitle}
      description={t.linkDescription}
      onSubmit={onSubmit}
      serverError={form.formState.errors.root?.server?.message ?? (state === 'unavailable' ? t.unavailable : undefined)}
      pending={form.formState.isSubmitting || state !== 'ready'}
      cancelLabel={words.common.cancel}
      submitLabel={t.linkSubmit}
      pendingLabel={state === 'ready' ? t.pending : t.linkSubmit}
    >
      {confirmWith === 'none' ? null : (
        <ConfirmationField language={language} confirmWith={confirmWith} control={form.control} name="currentPassword" />
      )}
    </FormDialog>
  );
}

const METHODS: readonly NotificationMethod[] = ['email', 'telegram', 'both'];

/** «Куда присылать сообщения»: e-mail, Telegram or both, saved as soon as it is chosen. */
export function NotificationMethodChoice({
  language,
  subjectId,
  method,
}: {
  language: Language;
  subjectId: string;
  method: NotificationMethod;
}) {
  const t = telegramDictionary(language);
  const router = useRouter();
  const name = useId();
  const [chosen, setChosen] = useState(method);
  const [saving, setSaving] = useState(false);

  async function choose(next: NotificationMethod) {
    const before = chosen;
    setChosen(next);
    setSaving(true);
    const result = await setNotificationMethod({ subjectId, notificationMethod: next });
    setSaving(false);
    if (!result.ok) {
      setChosen(before);
      return void toast.error(failureIn(result, language).message);
    }
    toast.success(t.methodSaved);
    router.refresh();
  }

  return (
    <fieldset className="grid gap-3" disabled={saving} data-testid="notification-method">
      <legend className="sr-only">{t.methodTitle}</legend>
      {METHODS.map((each) => (
        <label
          key={each}
          className="flex cursor-pointer items-center gap-3 rounded-md border px-3 py-2.5 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent"
        >
          <input
            type="radio"
            name={name}
            value={each}
            checked={chosen === each}
            onChange={() => void choose(each)}
            className="size-4 accent-primary"
          />
          {t.methods[each]}
        </label>
      ))}
    </fieldset>
  );
}
