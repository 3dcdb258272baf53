'use client';

import { Button } from '@/components/ui/button';
import { Calendar } from '@/components/ui/calendar';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { HOURS, minuteOptions, twoDigits, utcDayAsLocal, utcMidnight } from './date-value';
import { useAdminWords } from '../../admin-context';

/**
 * The popover of the date and date-time inputs: a calendar, and for a date-time the hour and the minute. Loaded
 * through next/dynamic (react-day-picker, date-fns and the picker's stylesheet stay out of the first load).
 */
export interface DatePickerPanelProps {
  kind: 'date' | 'datetime';
  value: Date | null;
  /** A date: 00:00 UTC of the chosen day. A date-time: the chosen day and time in the browser's time zone. */
  onSelect(value: Date): void;
  onDone(): void;
}

const START = new Date(1900, 0, 1);
const END = new Date(2100, 11, 31);

export function DatePickerPanel({ kind, value, onSelect, onDone }: DatePickerPanelProps) {
  const words = useAdminWords().fields;
  const selected = value ? (kind === 'date' ? utcDayAsLocal(value) : value) : undefined;
  const hours = value?.getHours() ?? 0;
  const minutes = value?.getMinutes() ?? 0;

  const at = (day: Date, hour: number, minute: number) =>
    new Date(day.getFullYear(), day.getMonth(), day.getDate(), hour, minute);
  const today = () => {
    const now = new Date();
    return new Date(now.getFullYear(), now.getMonth(), now.getDate());
  };

  return (
    <div className="flex flex-col gap-3">
      <Calendar
        mode="single"
        required
        autoFocus
        selected={selected}
        defaultMonth={selected}
        captionLayout="dropdown"
        startMonth={START}
        endMonth={END}
        onSelect={(day: Date) => {
          if (kind === 'date') onSelect(utcMidnight(day));
          else onSelect(at(day, hours, minutes));
        }}
      />
      {kind === 'datetime' ? (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-medium" aria-hidden="true">
            {words.time}
          </span>
          <Select value={String(hours)} onValueChange={(next) => onSelect(at(value ?? today(), Number(next), minutes))}>
            <SelectTrigger size="sm" aria-label={words.hour} className="w-20">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {HOURS.map((hour) => (
                <SelectItem key={hour} value={String(hour)}>
                  {twoDigits(hour)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <span aria-hidden="true">:</span>
          <Select value={String(minutes)} onValueChange={(next) => onSelect(at(value ?? today(), hours, Number(next)))}>
            <SelectTrigger size="sm" aria-label={words.minute} className="w-20">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {minuteOptions(minutes).map((minute) => (
                <SelectItem key={minute} value={String(minute)}>
                  {twoDigits(minute)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <Button size="sm" className="ml-auto" onClick={onDone}>
            {words.done}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
