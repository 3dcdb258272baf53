'use client';

import { Link2, Pencil, Trash2, UploadIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { recordLabel } from '@/shared/admin/format';
import type { AnyEntity } from '@/shared/registry/define-entity';
import { fileUrl } from '@/shared/public-files';
import { useAdmin, useAdminWords, useRegistryNames } from '../admin-context';
import type { Row } from '../entity-api';
import { mediaKind } from '../field-kinds/file/file-value';
import { valueWord } from '../field-kinds/select/value-words';
import { saveWithFiles } from '../form/multipart-save';
import { NestedRecordDialog, type NestedEditing } from '../nested-table/nested-record-dialog';
import { NestedRemoveDialog } from '../nested-table/nested-remove-dialog';
import { useNestedRows } from '../nested-table/use-nested-rows';
import { AttachSelect } from '../nested-table/attach-select';
import { RowButton } from '../nested-table/nested-row-list';
import { HiddenFilePicker } from '../field-kinds/file/hidden-file-picker';
import { useErrorMessage } from '../table/messages';
import { useLoadedEntity } from '../use-loaded-entity';
import { JoinFieldFrame, type JoinFieldProps } from './join-field-frame';

/**
 * A join to records that hold a file (an article's pictures), as the record's own field: its files as pictures, one
 * uploaded in place (a file record made with the file alone, described by the record's label, and linked) or one
 * uploaded before picked. The file's own form (its technical fields) only opens from a picture's pencil, in a dialog
 * over this form, so that the editor stays on the record.
 */
export function FileJoinField({
  entity,
  field,
  parentId,
  parentLabel,
  targetPath,
  EntityForm,
}: JoinFieldProps & { parentLabel: string }) {
  const names = useRegistryNames();
  const target = useLoadedEntity(targetPath).data;
  const name = names.entity(targetPath, 'plural');
  return (
    <JoinFieldFrame name={name} parentId={parentId}>
      {parentId && target && (
        <AttachedFiles
          entity={entity}
          field={field}
          parentId={parentId}
          parentLabel={parentLabel}
          targetPath={targetPath}
          target={target}
          name={name}
          EntityForm={EntityForm}
        />
      )}
    </JoinFieldFrame>
  );
}

function AttachedFiles({
  entity,
  field,
  parentId,
  parentLabel,
  targetPath,
  target,
  name,
  EntityForm,
}: JoinFieldProps & { parentId: string; parentLabel: string; target: AnyEntity; name: string }) {
  const fileField = target.fields.find((candidate) => candidate.input === 'file')!.name;
  const { language } = useAdmin();
  const words = useAdminWords();
  const errorMessage = useErrorMessage();
  const { list, busy, hasLinkSettings, label, joined, attach, remove, refresh } = useNestedRows(
    entity,
    field,
    parentId,
    language,
  );
  const picker = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [editing, setEditing] = useState<NestedEditing | null>(null);
  const [removing, setRemoving] = useState<Row | null>(null);

  const upload = async (file: File) => {
    setUploading(true);
    try {
      // Named by its file's name, described for the site by the record's title: no technical field to fill.
      const named = {
        [fileField]: file,
        ...(target.fieldsByName.has('adminTitle') ? { adminTitle: file.name } : {}),
        ...(parentLabel && target.fieldsByName.has('alt') ? { alt: parentLabel } : {}),
      };
      const record = await saveWithFiles(targetPath, {}, named);
      await attach(record.id);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setUploading(false);
    }
  };
  const attachedIds = list.flatMap((row) => joined(row)?.id ?? []);

  return (
    <>
      {list.length === 0 ? (
        <p className="text-sm text-muted-foreground">{words.joinFields.none}</p>
      ) : (
        <ul className="flex flex-wrap gap-3" aria-busy={busy}>
          {list.map((row) => {
            const record = joined(row)?.record;
            const url = typeof record?.[fileField] === 'string' ? fileUrl(record[fileField]) : '';
            const text = label(row);
            return (
              <li key={row.id} data-row-id={row.id} className="flex w-44 flex-col gap-1 rounded-md border p-1.5 text-sm">
                {url && mediaKind(url, record?.mimeType as string | undefined) === 'image' ? (
                  // A plain <img>: an uploaded file, which the optimiser does not take.
                  <img src={url} alt={words.fields.previewOf(text)} className="h-28 w-full rounded-sm bg-muted object-cover" />
                ) : (
                  <span className="grid h-28 place-items-center rounded-sm bg-muted px-2 text-xs break-all text-muted-foreground">
                    {url.slice(url.lastIndexOf('/') + 1)}
                  </span>
                )}
                <span className="flex items-center gap-0.5">
                  <span className="min-w-0 flex-1 truncate text-xs" title={text}>
                    {text}
                    {typeof row.variant === 'string' && row.variant !== 'default' && (
                      <span className="ml-1 text-muted-foreground">· {valueWord(words.enumValues, row.variant)}</span>
                    )}
                  </span>
                  <RowButton
                    label={words.joinFields.edit(text)}
                    onClick={() =>
                      record && setEditing({ path: targetPath, id: record.id as string, title: words.dialog.edit(text) })
                    }
                  >
                    <Pencil />
                  </RowButton>
                  {hasLinkSettings && (
                    <RowButton
                      label={words.nested.linkSettings(text)}
                      onClick={() => setEditing({ path: entity.path, id: row.id, title: words.nested.linkSettings(text) })}
                    >
                      <Link2 />
                    </RowButton>
                  )}
                  <RowButton label={words.joinFields.remove(text)} destructive disabled={busy} onClick={() => setRemoving(row)}>
                    <Trash2 />
                  </RowButton>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <Button variant="outline" disabled={busy || uploading} onClick={() => picker.current?.click()}>
          <UploadIcon />
          {uploading ? words.joinFields.uploading : words.joinFields.upload}
        </Button>
        <HiddenFilePicker ref={picker} disabled={busy || uploading} onChoose={(file) => void upload(file)} />
        <AttachSelect
          label={words.joinFields.pick(name)}
          path={targetPath}
          busy={busy}
          exclude={attachedIds}
          onAttach={(id) => void attach(id)}
        />
      </div>
      <NestedRecordDialog
        EntityForm={EntityForm}
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={(record) => {
          setEditing((open) => (open ? { ...open, title: words.dialog.edit(recordLabel(record, language)) } : open));
          void refresh();
        }}
      />
      <NestedRemoveDialog removing={removing} onCancel={() => setRemoving(null)} onConfirm={remove} />
    </>
  );
}
