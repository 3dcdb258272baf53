'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useForm, type FieldError, type FieldErrors, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { Field, FormError } from '@/components/ui/form';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toaster';
import { formatDateTime } from '@/shared/admin/format';
import type { AnyEntity } from '@/shared/registry/define-entity';
import { useAdmin, useEntitySummary } from './admin-context';
import { EditConflict } from './edit-conflict';
import type { EntityFormProps } from './entity-form-props';
import { entityApi, errorCauses, isEditConflict, type Row } from './entity-api';
import {
  causeTarget,
  changedFields,
  editableFields,
  fieldLabel,
  inputProblems,
  newRecordValues,
  readableMessage,
  recordValues,
  schemaInput,
  submission,
  type FormValues,
} from './form-values';
import { fieldKindOf } from './field-kinds';
import { isBrowserFile } from './field-kinds/file/file-value';
import { saveWithFiles } from './multipart-save';
import { NestedRelationTable } from './nested-relation-table';
import { useLoadedEntity } from './use-loaded-entity';
import { SaveButton, useSaveStatus } from './save-button';

/**
 * admin-form: creates a record (no id) or edits one (an id), with one input per field from the registry's metadata,
 * checked by the registry's zod schema before it is sent and by the server again. Editing shows the tables of the
 * entities that point at the record, filtered to it.
 */
export function EntityForm({ path, id, initialValues, onSaved }: EntityFormProps) {
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
        {errorCauses(failure)[0]!.message}
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
  return (
    <div className="grid gap-4" aria-busy="true" aria-label="Loading the form">
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
  const { language } = useAdmin();
  const queryClient = useQueryClient();
  const summary = useEntitySummary(entity.path);
  const [status, setStatus] = useSaveStatus();
  const [conflict, setConflict] = useState<{ data: FormValues } | null>(null);
  const [saved, setSaved] = useState<Row | undefined>(record);
  // The version the person is editing: an update is applied only if the record is still at it.
  const loadedAt = useRef<Date | undefined>(record?.updatedAt as Date | undefined);
  const fields = useMemo(() => editableFields(entity), [entity]);
  const fieldNames = useMemo(() => new Set(fields.map((field) => field.name)), [fields]);
  const schema = (saved ? entity.update : entity.create) as z.ZodType<FormValues, FormValues>;
  const mode = saved ? 'update' : 'create';
  const resolver = useMemo<Resolver<FormValues>>(() => {
    const check = zodResolver(schema) as unknown as Resolver<FormValues>;
    const byName = new Map(editableFields(entity).map((field) => [field.name, field]));
    return async (values, context, options) => {
      const result = await check(schemaInput(entity, values), context, options);
      const errors: FieldErrors<FormValues> = { ...result.errors };
      // The schema names fields by their code names; the form shows their labels.
      for (const name of Object.keys(errors)) {
        const field = byName.get(name);
        const error = errors[name] as FieldError | undefined;
        if (field && error && typeof error.message === 'string')
          errors[name] = { ...error, message: readableMessage(field, error.message) };
      }
      for (const [name, message] of inputProblems(entity, values, mode)) errors[name] = { type: 'input', message };
      return Object.keys(errors).length ? { values: {}, errors } : result;
    };
  }, [entity, schema, mode]);
  const form = useForm<FormValues>({
    resolver,
    defaultValues: saved ? recordValues(entity, saved) : newRecordValues(entity, initialValues),
  });
  const api = useMemo(() => entityApi(entity), [entity]);

  const accept = useCallback(
    (result: Row, created: boolean) => {
      loadedAt.current = result.updatedAt as Date;
      setSaved(result);
      setConflict(null);
      form.reset(recordValues(entity, result));
      queryClient.setQueryData([entity.path, 'get', result.id], result);
      void queryClient.invalidateQueries({ queryKey: [entity.path], refetchType: 'active' });
      setStatus('success');
      toast.success(created ? 'Created successfully' : 'Updated successfully');
      onSaved?.(result);
    },
    [entity, form, onSaved, queryClient, setStatus],
  );

  const refuse = useCallback(
    (error: unknown, data: FormValues) => {
      setStatus('error');
      if (isEditConflict(error)) {
        setConflict({ data });
        return;
      }
      const messages = errorCauses(error).map((cause) => {
        const target = causeTarget(cause, fieldNames);
        const field = target.field === undefined ? undefined : fields.find((candidate) => candidate.name === target.field);
        const message = field ? readableMessage(field, target.message) : target.message;
        form.setError(target.field ?? 'root', { type: 'server', message });
        return message;
      });
      toast.error(messages.length > 1 ? `${messages.length} fields need attention` : messages[0]!);
    },
    [fieldNames, fields, form, setStatus],
  );

  // One save at a time: a second Ctrl+S while the first is on its way would meet the first's new version (a 409).
  const sending = useRef(false);
  const send = useCallback(
    async (data: FormValues, expectedUpdatedAt: Date | undefined) => {
      if (sending.current) return;
      sending.current = true;
      setStatus('pending');
      const id = saved?.id;
      try {
        const hasFiles = Object.values(data).some(isBrowserFile);
        const result = hasFiles
          ? await saveWithFiles(entity.path, { id, expectedUpdatedAt }, data)
          : id
            ? await api.update(id, data, expectedUpdatedAt)
            : await api.create(data);
        accept(result, !id);
      } catch (error) {
        refuse(error, data);
      } finally {
        sending.current = false;
      }
    },
    [accept, api, entity.path, refuse, saved?.id, setStatus],
  );

  const save = form.handleSubmit(
    (parsed) => {
      const changed = saved ? changedFields(entity, form.getValues(), recordValues(entity, saved)) : ('all' as const);
      // Saving nothing would still move updatedAt, and other people's open forms would meet a needless 409.
      if (changed !== 'all' && changed.size === 0) {
        toast.info('No changes to save');
        return;
      }
      return send(submission(entity, parsed, form.getValues(), changed), loadedAt.current);
    },
    () => setStatus('error'),
  );

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    // Keys typed in a dialog opened from this form (a select's "Create new") reach it through React's portal: not ours.
    if (!event.currentTarget.contains(event.target as Node)) return;
    if (event.key.toLowerCase() === 's' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      event.stopPropagation();
      void save();
    }
  };

  const reloadTheirs = async () => {
    const current = await api.get(saved!.id);
    loadedAt.current = current.updatedAt as Date;
    setSaved(current);
    setConflict(null);
    setStatus('idle');
    form.reset(recordValues(entity, current));
    queryClient.setQueryData([entity.path, 'get', current.id], current);
  };
  const overwrite = async () => {
    const current = await api.get(saved!.id);
    await send(conflict!.data, current.updatedAt as Date);
  };

  return (
    <div className="grid gap-6">
      <form
        noValidate
        onSubmit={(event) => {
          // React sends a nested dialog's submit (a "Create new" form) up through the portal: it is not this form's.
          event.stopPropagation();
          void save(event);
        }}
        onKeyDown={onKeyDown}
        className="grid gap-4"
        aria-label={saved ? 'Edit record' : 'New record'}
      >
        {saved && (
          <p className="text-xs text-muted-foreground">
            <span className="font-mono">{saved.id}</span> · created {formatDateTime(saved.createdAt as Date)} · updated{' '}
            {formatDateTime(saved.updatedAt as Date)}
          </p>
        )}
        {conflict && (
          <EditConflict
            onReload={() => void reloadTheirs().catch((error: unknown) => refuse(error, conflict.data))}
            onOverwrite={() => void overwrite().catch((error: unknown) => refuse(error, conflict.data))}
          />
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          {fields.map((field) => {
            const { Input, wide } = fieldKindOf(field);
            return (
              <Field
                key={field.name}
                control={form.control}
                name={field.name}
                className={wide ? 'sm:col-span-2' : undefined}
                label={
                  <>
                    {fieldLabel(field)}
                    {field.required && <span className="text-muted-foreground"> (required)</span>}
                  </>
                }
              >
                {(control) => (
                  <Input
                    {...control}
                    entity={entity}
                    field={field}
                    language={language}
                    onChange={(value: unknown) => control.onChange(value)}
                  />
                )}
              </Field>
            );
          })}
        </div>
        <FormError message={form.formState.errors.root?.message} />
        <div className="flex items-center gap-3">
          <SaveButton status={status} label={saved ? 'Save' : 'Create'} />
          <span className="hidden text-xs text-muted-foreground sm:inline">Ctrl+S</span>
        </div>
      </form>
      {saved &&
        summary?.reverseRelations.map((relation) => (
          <NestedRelationTable
            key={`${relation.path}:${relation.field}`}
            {...relation}
            parentId={saved.id}
            EntityForm={EntityForm}
          />
        ))}
    </div>
  );
}
