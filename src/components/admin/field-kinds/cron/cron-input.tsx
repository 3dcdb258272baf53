'use client';

import { Input } from '@/components/ui/input';
import { useAdmin } from '../../admin-context';
import type { InputProps } from '../field-kind';
import { controlProps, describedBy } from '../shared/control-props';
import { cronWords } from './cron-words';

/** A cron expression as typed, and under it what it says in the admin's language, as it is typed. */
export function CronInput(props: InputProps) {
  const { value, onChange, onBlur, field } = props;
  const { interfaceLanguage } = useAdmin();
  const text = typeof value === 'string' ? value : '';
  const words = cronWords(text, interfaceLanguage);
  const hintId = `${props.id}-words`;
  return (
    <div className="grid gap-1">
      <Input
        {...controlProps(props)}
        aria-describedby={describedBy(props['aria-describedby'], words && hintId)}
        type="text"
        value={text}
        maxLength={field.maxLength}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        className="font-mono"
      />
      {words ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {words}
        </p>
      ) : null}
    </div>
  );
}
