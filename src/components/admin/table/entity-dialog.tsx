'use client';

import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { numberedLabel, shortId } from '@/shared/admin/format';
import type { Language } from '@/shared/languages';
import { entityApi, type Row } from '../entity-api';
import { displayOf, entityRecordLabel } from '../displays';
import { EntityForm } from '../form/entity-form';
import type { EntityRef } from './entity-row';
import { useErrorMessage } from './messages';
import { useAdminWords, useRegistryNames } from '../admin-context';

/**
 * The dialog the URL's `open` names: `new` → the create form, an id → the Edit dialog of that record, found on
 * the current page or else loaded by id (a link may name a record on no page shown). At most 80% of the
 * viewport tall, the form scrolling inside. Saving keeps it open: the form shows its own status and toasts.
 */
export function EntityDialog({
  entity,
  open,
  pageRow,
  language,
  onClose,
  onCreated,
}: {
  entity: EntityRef;
  /** The URL's `open`: a record id, `new`, or undefined when no dialog is open. */
  open: string | undefined;
  /** The record when it is on the page shown. */
  pageRow: Row | undefined;
  language: Language;
  onClose(): void;
  /** After a create: the saved record. */
  onCreated?(record: Row): void;
}) {
  const queryClient = useQueryClient();
  const words = useAdminWords();
  const names = useRegistryNames();
  const errorMessage = useErrorMessage();
  const editing = open !== undefined && open !== 'new' ? open : undefined;
  const record = useQuery({
    queryKey: [entity.path, 'get', editing],
    queryFn: () => entityApi(entity).get(editing!),
    enabled: editing !== undefined && pageRow === undefined,
    placeholderData: keepPreviousData,
    // The same query as the form's (entity-form.tsx): loaded once, not behind the person's back.
    refetchOnWindowFocus: false,
    staleTime: Infinity,
    retry: false,
  });
  const row = pageRow ?? (record.data?.id === editing ? record.data : undefined);
  const invalidate = () => void queryClient.invalidateQueries({ queryKey: [entity.path] });

  let title: string;
  let body: ReactNode;
  if (open === 'new') {
    title = words.dialog.addNew(names.entity(entity.path, 'one'));
    body = (
      <EntityForm
        path={entity.path}
        onSaved={(saved) => {
          invalidate();
          onCreated?.(saved);
        }}
      />
    );
  } else if (editing !== undefined && row) {
    // A record that goes by its number, or by what its module's display says (a form entry), is titled by what it is.
    const numbered = { path: entity.path, one: names.entity(entity.path, 'one') };
    const label = entityRecordLabel(entity, row, language, numbered);
    title = label === numberedLabel(row, numbered) || displayOf(entity) ? label : words.dialog.edit(label);
    body = <EntityForm key={editing} path={entity.path} id={editing} onSaved={invalidate} />;
  } else if (editing !== undefined && record.isError && !record.isFetching) {
    title = words.dialog.edit(shortId(editing));
    body = (
      <div role="alert" className="grid justify-items-start gap-3 text-sm">
        <p className="whitespace-pre-line text-destructive">{errorMessage(record.error)}</p>
        <Button variant="outline" size="sm" onClick={() => void record.refetch()}>
          {words.retry}
        </Button>
      </div>
    );
  } else {
    title = words.loading;
    body = (
      <div aria-busy="true" className="grid gap-3">
        <span className="sr-only">{words.loading}</span>
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-9 w-2/3" />
      </div>
    );
  }

  return (
    <Dialog
      open={open !== undefined}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <DialogContent
        closeLabel={words.dialog.close}
        className="flex max-h-[80vh] flex-col overflow-hidden sm:max-w-2xl"
        data-admin-dialog={open}
      >
        <DialogHeader className="pr-8">
          <DialogTitle className="leading-snug break-words">{title}</DialogTitle>
          <DialogDescription className="sr-only">
            {open === 'new' ? words.dialog.newDescription : words.dialog.editDescription}
          </DialogDescription>
        </DialogHeader>
        <div className="-mx-6 min-h-0 flex-1 overflow-y-auto px-6 pb-1">{body}</div>
      </DialogContent>
    </Dialog>
  );
}
