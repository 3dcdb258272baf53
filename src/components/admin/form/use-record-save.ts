'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { toast } from '@/components/ui/toaster';
import type { AnyEntity } from '@/shared/registry/define-entity';
import { entityApi, errorCauses, isEditConflict, type Row } from '../entity-api';
import { isBrowserFile } from '../field-kinds/file/file-value';
import {
  causeTarget,
  changedFields,
  editableFields,
  readableMessage,
  recordValues,
  submission,
  type FormValues,
} from './form-values';
import { saveWithFiles } from './multipart-save';
import { useSaveStatus } from './save-button';
import { useAdmin, useAdminWords } from '../admin-context';

interface RecordSaveOptions {
  entity: AnyEntity;
  form: UseFormReturn<FormValues>;
  /** The record as last saved or loaded; undefined until a new one is created. */
  saved: Row | undefined;
  setSaved(record: Row): void;
  onSaved?(record: Row): void;
}

/**
 * Saving the form: a create, or an update of the changed fields at the version loaded (multipart when files were
 * picked); the server's causes go under the fields they name; a 409 becomes a conflict, settled by reloading their
 * version or overwriting it.
 */
export function useRecordSave({ entity, form, saved, setSaved, onSaved }: RecordSaveOptions) {
  const queryClient = useQueryClient();
  const words = useAdminWords().form;
  const { interfaceLanguage } = useAdmin();
  const [status, setStatus] = useSaveStatus();
  const [conflict, setConflict] = useState<{ data: FormValues } | null>(null);
  // The version the person is editing: an update is applied only if the record is still at it.
  const loadedAt = useRef<Date | undefined>(saved?.updatedAt as Date | undefined);
  const fields = useMemo(() => editableFields(entity), [entity]);
  const fieldNames = useMemo(() => new Set(fields.map((field) => field.name)), [fields]);
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
      toast.success(created ? words.created : words.updated);
      onSaved?.(result);
    },
    [entity, form, onSaved, queryClient, setSaved, setStatus],
  );

  const refuse = useCallback(
    (error: unknown, data: FormValues) => {
      setStatus('error');
      if (isEditConflict(error)) {
        setConflict({ data });
        return;
      }
      const messages = errorCauses(error).map((cause) => {
        const target = causeTarget(cause, fieldNames, interfaceLanguage);
        const field = target.field === undefined ? undefined : fields.find((candidate) => candidate.name === target.field);
        const message = field ? readableMessage(field, target.message) : target.message;
        form.setError(target.field ?? 'root', { type: 'server', message });
        return message;
      });
      toast.error(messages.length > 1 ? words.fieldsNeedAttention(messages.length) : messages[0]!);
    },
    [fieldNames, fields, form, interfaceLanguage, setStatus],
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
        toast.info(words.noChanges);
        return;
      }
      return send(submission(entity, parsed, form.getValues(), changed), loadedAt.current);
    },
    () => setStatus('error'),
  );

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

  return { status, conflict, save, reloadTheirs, overwrite, refuse };
}
