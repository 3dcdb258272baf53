'use client';

import { Trash2Icon } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { failureIn } from '@/components/rbac/failure-words';
import { reloadSession } from '@/lib/session-store';
import { rbacDictionary } from '@/components/rbac/dictionary';
import type { Language } from '@/shared/languages';
import { deleteIdentity } from '@/server/actions/session-actions';

/** Delete, after a confirmation with Cancel and Delete. The dialog stays open (its buttons disabled) until the answer. */
export function DeleteIdentityButton({
  language,
  subjectId,
  identityId,
  describedBy,
}: {
  language: Language;
  subjectId: string;
  identityId: string;
  describedBy?: string;
}) {
  const t = rbacDictionary(language);
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  async function remove() {
    setPending(true);
    const result = await deleteIdentity({ subjectId, identityId });
    setPending(false);
    if (!result.ok) {
      toast.error(failureIn(result, language).message);
      return;
    }
    setOpen(false);
    toast.success(t.settings.deleted);
    router.refresh();
    // The navbar's menu may have been named by it.
    void reloadSession();
  }

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!pending) setOpen(next);
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
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{t.common.cancel}</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={pending}
            onClick={(event) => {
              // Keep the dialog open until the server answers.
              event.preventDefault();
              void remove();
            }}
          >
            {pending ? t.settings.deleting : t.settings.delete}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
