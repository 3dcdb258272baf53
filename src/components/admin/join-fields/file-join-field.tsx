'use client';

import { Link2, Pencil, Trash2, UploadIcon } from 'lucide-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { recordLabel } from '@/shared/admin/format';
import { fileUrl } from '@/shared/public-files';
import { useAdmin, useAdminWords, useRegistryNames } from '../admin-context';
import type { Row } from '../entity-api';
import { mediaKind } from '../field-kinds/file/file-value';
import { valueWord } from '../field-kinds/select/value-words';
import { saveWithFiles } from '../form/multipart-save';
import { NestedRecordDialog, type NestedEditing } from '../nested-table/nested-record-dialog';
import { NestedRemoveDialog } from '../nested-table/nested-remove-dialog';
import { useNestedRows } from '../nested-table/use-nested-rows';
import { RelationSelect } from '../relation-select/relation-select';
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
          fileField={target.fields.find((candidate) => candidate.input === 'file')!.name}
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
  fileField,
  name,
  EntityForm,
}: JoinFieldProps & { parentId: string; parentLabel: string; fileField: string; name: string }) {
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
  const pickId = useId();
  const [uploading, setUploading] = useState(false);
  const [editing, setEditing] = useState<NestedEditing | null>(null);
  const [removing, setRemoving] = useState<Row | null>(null);

  const upload = async (file: File) => {
    setUploading(true);
    try {
      const record = await saveWithFiles(targetPath, {}, { [fileField]: file, ...(parentLabel ? { alt: parentLabel } : {}) });
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
              <li key={row.id} data-row-id={row.id} className="grid w-44 gap-1 rounded-md border p-1.5 text-sm">
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
                  <IconButton
                    label={words.joinFields.edit(text)}
                    onClick={() =>
                      record && setEditing({ path: targetPath, id: record.id as string, title: words.dialog.edit(text) })
                    }
                  >
                    <Pencil />
                  </IconButton>
                  {hasLinkSettings && (
                    <IconButton
                      label={words.nested.linkSettings(text)}
                      onClick={() => setEditing({ path: entity.path, id: row.id, title: words.nested.linkSettings(text) })}
                    >
                      <Link2 />
                    </IconButton>
                  )}
                  <IconButton label={words.joinFields.remove(text)} destructive disabled={busy} onClick={() => setRemoving(row)}>
                    <Trash2 />
                  </IconButton>
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
        <input
          ref={picker}
          type="file"
          hidden
          tabIndex={-1}
          aria-hidden="true"
          data-join-upload={entity.path}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            // Emptied so that choosing the same file again uploads it again.
            event.target.value = '';
            if (chosen) void upload(chosen);
          }}
        />
        <div className="grid min-w-0 flex-1 gap-1 sm:max-w-sm">
          <label className="text-xs text-muted-foreground" htmlFor={pickId}>
            {words.joinFields.pick(name)}
          </label>
          <RelationSelect
            path={targetPath}
            value={null}
            onChange={(id) => void attach(id)}
            nullable={false}
            language={language}
            disabled={busy}
            exclude={attachedIds}
            id={pickId}
          />
        </div>
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

function IconButton({
  label,
  destructive,
  disabled,
  onClick,
  children,
}: {
  label: string;
  destructive?: boolean;
  disabled?: boolean;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <Button
      size="icon"
      variant="ghost"
      className={destructive ? 'size-7 text-destructive hover:text-destructive' : 'size-7'}
      disabled={disabled}
      aria-label={label}
      title={label}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
