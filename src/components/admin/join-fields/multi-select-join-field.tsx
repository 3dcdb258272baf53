'use client';

import { XIcon } from 'lucide-react';
import { useAdmin, useAdminWords, useRegistryNames } from '../admin-context';
import { useNestedRows } from '../nested-table/use-nested-rows';
import { AttachSelect } from '../nested-table/attach-select';
import { JoinFieldFrame, type JoinFieldProps } from './join-field-frame';

/**
 * An `@adminMultiSelect` join (an article's categories) as the record's own field: the records it joins as chips, each
 * removed by its cross, and a select to add one more, searched on the server as one types. Each change is saved at
 * once (a link row made or deleted).
 */
export function MultiSelectJoinField({ entity, field, parentId, targetPath }: JoinFieldProps) {
  const names = useRegistryNames();
  const name = names.entity(targetPath, 'plural');
  return (
    <JoinFieldFrame name={name} parentId={parentId}>
      {parentId && <Chosen entity={entity} field={field} parentId={parentId} targetPath={targetPath} name={name} />}
    </JoinFieldFrame>
  );
}

function Chosen({
  entity,
  field,
  parentId,
  targetPath,
  name,
}: Omit<JoinFieldProps, 'EntityForm'> & { parentId: string; name: string }) {
  const { language } = useAdmin();
  const words = useAdminWords().joinFields;
  const { list, busy, label, joined, attach, remove } = useNestedRows(entity, field, parentId, language);
  return (
    <>
      {list.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-busy={busy}>
          {list.map((row) => {
            const text = label(row);
            return (
              <li
                key={row.id}
                data-row-id={row.id}
                className="inline-flex items-center gap-1 rounded-full border bg-secondary py-0.5 pr-1 pl-3 text-sm text-secondary-foreground"
              >
                {text}
                <button
                  type="button"
                  className="grid size-6 place-items-center rounded-full outline-none hover:bg-background focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50"
                  aria-label={words.remove(text)}
                  title={words.remove(text)}
                  disabled={busy}
                  onClick={() => remove(row)}
                >
                  <XIcon aria-hidden="true" className="size-3.5" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <AttachSelect
        label={words.add(name)}
        path={targetPath}
        busy={busy}
        exclude={list.flatMap((row) => joined(row)?.id ?? [])}
        onAttach={(id) => void attach(id)}
        className="grid min-w-0 gap-1 sm:max-w-sm"
      />
    </>
  );
}
