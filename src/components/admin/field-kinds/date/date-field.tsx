'use client';

import { CalendarIcon } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Skeleton } from '@/components/ui/skeleton';
import type { InputProps } from '../field-kind';
import { controlProps, describedBy } from '../shared/control-props';
import { asDate } from './date-value';
import { useAdminWords } from '../../admin-context';

const loadPanel = () => import('./date-picker-panel');

/** The calendar (react-day-picker) is downloaded when a date popover is first opened, or hovered. */
const DatePickerPanel = dynamic(() => loadPanel().then((module) => module.DatePickerPanel), {
  ssr: false,
  loading: () => <CalendarSkeleton />,
});

function CalendarSkeleton() {
  const words = useAdminWords().fields;
  return (
    <div aria-busy="true" aria-label={words.loadingCalendar} className="w-64">
      <Skeleton className="mb-2 h-8 w-full" />
      <Skeleton className="h-56 w-full" />
    </div>
  );
}

/** How a date field reads and writes its text, and names its calendar button. */
export interface DateFormat {
  kind: 'date' | 'datetime';
  format(value: Date): string;
  parse(text: string): Date | undefined;
  pattern: string;
  pick: string;
}

/** What the field gives while its text is no date: the schema refuses it, so the form cannot be saved with it. */
const INVALID_DATE = new Date(Number.NaN);

/** A form value as something comparable: its time, none, or `invalid` (text that is no date). */
const keyOf = (value: unknown): number | null | 'invalid' =>
  value instanceof Date && Number.isNaN(value.getTime()) ? 'invalid' : (asDate(value)?.getTime() ?? null);

/** A date typed as text (checked as it is typed), or picked in the calendar of a popover. */
export function DateField(props: InputProps & { kind: DateFormat }) {
  const { kind, onChange, onBlur, disabled } = props;
  const value = asDate(props.value);
  const hintId = useId();
  const words = useAdminWords().fields;
  const pick = kind.kind === 'date' ? words.pickDate : words.pickDateTime;
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(() => (value ? kind.format(value) : ''));
  // A value from outside (a reset, a loaded record) rewrites the text; the value this field just gave does not
  // (typing `21.11.2026` gives midnight, and must not turn into `21.11.2026 00:00` under the cursor).
  const [given, setGiven] = useState(keyOf(props.value));
  const [seen, setSeen] = useState(keyOf(props.value));
  if (seen !== keyOf(props.value)) {
    setSeen(keyOf(props.value));
    if (keyOf(props.value) !== given) setText(value ? kind.format(value) : '');
  }

  const give = (next: Date | null) => {
    setGiven(keyOf(next));
    onChange(next);
  };
  const parsed = text.trim() ? kind.parse(text) : undefined;
  const badText = text.trim() !== '' && !parsed;

  return (
    <div className="flex min-w-0 flex-col gap-1">
      <div className="flex min-w-0 items-center gap-2">
        <Input
          {...controlProps(props)}
          aria-invalid={props['aria-invalid'] ?? (badText || undefined)}
          aria-describedby={describedBy(props['aria-describedby'], hintId)}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={kind.pattern}
          value={text}
          onChange={(event) => {
            const next = event.target.value;
            setText(next);
            if (!next.trim()) give(null);
            else give(kind.parse(next) ?? INVALID_DATE);
          }}
          onBlur={() => {
            if (parsed) setText(kind.format(parsed));
            onBlur();
          }}
        />
        <Popover open={open} onOpenChange={setOpen}>
          <PopoverTrigger asChild>
            <Button
              variant="outline"
              size="icon"
              aria-label={pick}
              title={pick}
              disabled={disabled}
              onPointerEnter={() => void loadPanel()}
              onFocus={() => void loadPanel()}
            >
              <CalendarIcon />
            </Button>
          </PopoverTrigger>
          <PopoverContent aria-label={pick} align="end" className="w-auto p-3">
            <DatePickerPanel
              kind={kind.kind}
              value={parsed ?? value}
              onSelect={(date) => {
                give(date);
                setText(kind.format(date));
                if (kind.kind === 'date') setOpen(false);
              }}
              onDone={() => setOpen(false)}
            />
          </PopoverContent>
        </Popover>
      </div>
      {/* Once the form has checked the field, its message shows under it instead of this one. */}
      <p id={hintId} className={badText && !props['aria-invalid'] ? 'text-sm text-destructive' : 'sr-only'}>
        {badText ? words.badDate(kind.pattern) : words.format(kind.pattern)}
      </p>
    </div>
  );
}
