'use client';

import { useQueryClient } from '@tanstack/react-query';
import { ChevronsUpDownIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { useCreateForms } from '../form/create-form-context';
import type { Row } from '../entity-api';
import { CurrentValue } from './relation-select-current-value';
import type { RelationSelectProps } from './relation-select-props';
import { useAdminWords, useEntitySummary, useRegistryNames } from '../admin-context';
import { RelationOptionsList } from './relation-select-list';
import { relationKeys } from './relation-select-options';
import { useDebouncedValue } from '../use-debounced-value';
import { useRelationOptions } from './use-relation-options';

const NO_IDS: readonly string[] = [];

/**
 * Picks one record of the entity at `path`: a combobox button showing the chosen record's label, opening a
 * searchable list that asks the server as the user types (20 options a page, "Load more" for the next), with
 * "None" for a nullable relation and "Create new…" (the entity's form in a dialog of CreateFormDialogs; the saved
 * record is chosen).
 */
export function RelationSelect(props: RelationSelectProps) {
  const dictionary = useAdminWords().relationSelect;
  const { path, value, onChange, onBlur, nullable, language, disabled, exclude = NO_IDS } = props;
  const names = useRegistryNames();
  const creatable = !useEntitySummary(path)?.createdByProduct;
  const entityName = names.entity(path, 'plural');
  const queryClient = useQueryClient();
  const triggerRef = useRef<HTMLButtonElement>(null);

  const { openCreateForm } = useCreateForms();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), 200);

  const { options, rows, current, failure, loading, status } = useRelationOptions(path, value, search, exclude, open);
  const remember = (record: Row) => queryClient.setQueryData(relationKeys.record(path, record.id), record);

  const changeOpen = (next: boolean) => {
    if (next) setText('');
    setOpen(next);
    if (!next) onBlur?.();
  };

  const choose = (record: Row | null) => {
    if (record) remember(record);
    onChange(record ? record.id : null);
    changeOpen(false);
  };

  const created = (record: Row) => {
    remember(record);
    void queryClient.invalidateQueries({ queryKey: [path, 'options'] });
    onChange(record.id);
  };
  // The dialog outlives this render: it calls the latest `created`, with the latest onChange.
  const latestCreated = useRef(created);
  useEffect(() => {
    latestCreated.current = created;
  });

  const startCreating = () => {
    changeOpen(false);
    openCreateForm({
      path,
      title: dictionary.createTitle(names.entity(path, 'one')),
      closeLabel: dictionary.close,
      onCreated: (record) => latestCreated.current(record),
      // The dialog was opened from the popover, which is gone: focus goes back to the select.
      onCloseAutoFocus: () => triggerRef.current?.focus(),
    });
  };

  return (
    <Popover open={open} onOpenChange={changeOpen} modal>
      <PopoverTrigger asChild>
        <Button
          ref={triggerRef}
          id={props.id}
          variant="outline"
          role="combobox"
          aria-expanded={open}
          aria-invalid={props['aria-invalid']}
          aria-describedby={props['aria-describedby']}
          disabled={disabled}
          onBlur={() => {
            if (!open) onBlur?.();
          }}
          className="w-full min-w-0 justify-between font-normal aria-invalid:border-destructive"
        >
          <span className="min-w-0 truncate text-left">
            <CurrentValue
              value={value}
              record={current.data}
              loading={current.isPending && current.fetchStatus !== 'idle'}
              nullable={nullable}
              language={language}
              path={path}
            />
          </span>
          <ChevronsUpDownIcon aria-hidden="true" className="opacity-50" />
        </Button>
      </PopoverTrigger>
      <PopoverContent
        aria-label={dictionary.options(entityName)}
        align="start"
        className="w-(--radix-popover-trigger-width) min-w-64 p-0"
        onCloseAutoFocus={(event) => {
          // Back to the select only when the focus is lost: not away from the create dialog or the command palette.
          const active = document.activeElement;
          if (active && active !== document.body) event.preventDefault();
        }}
      >
        <RelationOptionsList
          entityName={entityName}
          text={text}
          onText={setText}
          status={status}
          failed={!!failure}
          loading={loading}
          nullable={nullable}
          value={value}
          rows={rows}
          options={options}
          language={language}
          path={path}
          onChoose={choose}
          onCreate={creatable ? startCreating : undefined}
        />
      </PopoverContent>
    </Popover>
  );
}
