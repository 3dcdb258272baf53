'use client';

import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { FormError } from '@/components/ui/form';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/shared/admin/format';
import type { AnyEntity } from '@/shared/registry/define-entity';
import { useAdmin, useAdminWords, useEntitySummary } from '../admin-context';
import { EditConflict } from './edit-conflict';
import type { EntityFormProps } from './entity-form-props';
import { entityApi, type Row } from '../entity-api';
import { useErrorMessage } from '../table/messages';
import { EntityFormFields } from './entity-form-fields';
import { formResolver } from './form-resolver';
import { editableFields, newRecordValues, recordValues, type FormValues } from './form-values';
import { ReverseRelation } from '../join-fields/reverse-relation';
import { localized } from '@/shared/localized-text';
import { useSlugFollowsTitle } from './use-slug-follows-title';
import { ADMIN_PANEL_COMPONENTS } from '../panels';
import { displayOf } from '../displays';
import { SaveButton } from './save-button';
import { useLoadedEntity } from '../use-loaded-entity';
import { useRecordSave } from './use-record-save';

/**
 * admin-form: creates a record (no id) or edits one (an id), with one input per field from the registry's metadata,
 * checked by the registry's zod schema before it is sent and by the server again. Editing shows the panels its entity's
 * `@adminPanel` names (module screen parts: a product's prices) and the tables of the entities that point at the
 * record, filtered to it.
 */
export function EntityForm({ path, id, initialValues, onSaved }: EntityFormProps) {
  const errorMessage = useErrorMessage();
  const entity = useLoadedEntity(path);
  const record = useQuery({
    queryKey: [path, 'get', id],
    queryFn: () => entityApi(entity.data!).get(id!),
    enabled: Boolean(entity.data && id),
    // The form keeps what the person typed: a newer version is offered only when a save meets it (409).
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
  const failure = entity.error ?? record.error;
  if (failure)
    return (
      <p role="alert" className="text-sm text-destructive">
        {errorMessage(failure)}
      </p>
    );
  if (!entity.data || (id && !record.data)) return <FormSkeleton />;
  return (
    <LoadedEntityForm
      // A form per record: another record (or the created one) starts from its own values.
      key={id ?? 'new'}
      entity={entity.data}
      record={record.data}
      initialValues={initialValues}
      onSaved={onSaved}
    />
  );
}

function FormSkeleton() {
  const words = useAdminWords();
  return (
    <div className="grid gap-4" aria-busy="true" aria-label={words.form.loading}>
      {[0, 1, 2, 3].map((index) => (
        <div key={index} className="grid gap-2">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-9 w-full" />
        </div>
      ))}
    </div>
  );
}

interface LoadedEntityFormProps {
  entity: AnyEntity;
  record?: Row;
  initialValues?: Record<string, unknown>;
  onSaved?(record: Row): void;
}

function LoadedEntityForm({ entity, record, initialValues, onSaved }: LoadedEntityFormProps) {
  const { language, interfaceLanguage } = useAdmin();
  const words = useAdminWords();
  const summary = useEntitySummary(entity.path);
  const [saved, setSaved] = useState<Row | undefined>(record);
  const fields = useMemo(() => editableFields(entity), [entity]);
  const DisplayView = displayOf(entity)?.View;
  const mode = saved ? 'update' : 'create';
  const resolver = useMemo(() => formResolver(entity, mode, interfaceLanguage), [entity, mode, interfaceLanguage]);
  const form = useForm<FormValues>({
    resolver,
    defaultValues: saved ? recordValues(entity, saved) : newRecordValues(entity, initialValues),
  });
  const { status, conflict, save, reloadTheirs, overwrite, refuse } = useRecordSave({ entity, form, saved, setSaved, onSaved });
  useSlugFollowsTitle(entity, form);
  const relation = (place: 'fields' | 'tables') =>
    summary?.reverseRelations.map((reverse) => (
      <ReverseRelation
        key={`${reverse.path}:${reverse.field}`}
        {...reverse}
        parentId={saved?.id}
        parentLabel={saved ? localized(saved.title, language) : ''}
        place={place}
        EntityForm={EntityForm}
      />
    ));

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    // Keys typed in a popover or a dialog opened from this form reach it through React's portal: not ours.
    if (!event.currentTarget.contains(event.target as Node)) return;
    if (event.key.toLowerCase() === 's' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      event.stopPropagation();
      void save();
    }
  };

  return (
    <div className="grid gap-6">
      {saved && DisplayView ? <DisplayView row={saved} language={language} interfaceLanguage={interfaceLanguage} /> : null}
      <form
        noValidate
        onSubmit={(event) => {
          // React sends the submit of a form in a dialog opened from here up through the portal: not this form's.
          event.stopPropagation();
          void save(event);
        }}
        onKeyDown={onKeyDown}
        className="grid gap-4"
        aria-label={saved ? words.form.editRecord : words.form.newRecord}
      >
        {saved && (
          <p className="text-xs text-muted-foreground">
            <span className="font-mono">{saved.id}</span> · {words.form.createdAt} {formatDateTime(saved.createdAt as Date)} ·{' '}
            {words.form.updatedAt} {formatDateTime(saved.updatedAt as Date)}
          </p>
        )}
        {conflict && (
          <EditConflict
            onReload={() => void reloadTheirs().catch((error: unknown) => refuse(error, conflict.data))}
            onOverwrite={() => void overwrite().catch((error: unknown) => refuse(error, conflict.data))}
          />
        )}
        <EntityFormFields entity={entity} fields={fields} form={form} language={language} />
        {/* Joins read as fields of the record (its pictures, its categories): each change is saved at once. */}
        <div className="grid gap-4 empty:hidden sm:grid-cols-2">{relation('fields')}</div>
        <FormError message={form.formState.errors.root?.message} />
        <div className="flex items-center gap-3">
          <SaveButton status={status} label={saved ? words.form.save : words.form.create} />
          <span className="hidden text-xs text-muted-foreground sm:inline">Ctrl+S</span>
        </div>
      </form>
      {saved &&
        entity.adminPanels?.map((name) => {
          const Panel = ADMIN_PANEL_COMPONENTS[name];
          return <Panel key={name} id={saved.id} language={language} interfaceLanguage={interfaceLanguage} />;
        })}
      {relation('tables')}
    </div>
  );
}
