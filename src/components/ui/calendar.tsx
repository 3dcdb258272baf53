'use client';

import 'react-day-picker/style.css';
import type { CSSProperties } from 'react';
import { DayPicker, getDefaultClassNames, type DayPickerProps } from 'react-day-picker';
import { cn } from '@/lib/utils';

const DAY_LABEL = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** Every day button named in full ("Today, Saturday 21 November 2026, selected"): axe wants named day buttons. */
const labelDayButton = (date: Date, modifiers: { today?: boolean; selected?: boolean }) =>
  `${modifiers.today ? 'Today, ' : ''}${DAY_LABEL.format(date)}${modifiers.selected ? ', selected' : ''}`;

/**
 * The picker's stylesheet is not in a cascade layer, so it beats every Tailwind utility that sets the same
 * property: its look is tuned through its own variables instead, set inline (they must win over `.rdp-root`).
 */
const THEME = {
  '--rdp-accent-color': 'var(--primary)',
  '--rdp-accent-background-color': 'var(--accent)',
  '--rdp-today-color': 'var(--primary)',
  '--rdp-day-height': '2.25rem',
  '--rdp-day-width': '2.25rem',
  '--rdp-day_button-height': '2.125rem',
  '--rdp-day_button-width': '2.125rem',
  '--rdp-day_button-border-radius': 'var(--radius-md)',
  '--rdp-nav-height': '2.25rem',
  '--rdp-nav_button-height': '2rem',
  '--rdp-nav_button-width': '2rem',
} as CSSProperties;

const defaults = getDefaultClassNames();

/** The keyboard focus ring of Button and Input (box-shadow and outline: properties the picker's CSS leaves alone). */
const focusRing = 'outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50';

/**
 * react-day-picker 10 with the theme's colours and focus ring. Heavy (date-fns and the picker): import it from a
 * module that is itself loaded lazily (next/dynamic), never from a page's first load.
 */
export function Calendar({ className, classNames, labels, style, styles, ...props }: DayPickerProps) {
  return (
    <DayPicker
      showOutsideDays
      // Previous and next on either side of the month: the month and year dropdowns fit between them on a phone.
      navLayout="around"
      className={cn('w-fit text-sm', className)}
      style={{ ...THEME, ...style }}
      styles={{ ...styles, month_caption: { fontSize: '0.875rem', fontWeight: 600, ...styles?.month_caption } }}
      classNames={{
        ...classNames,
        day_button: cn(defaults.day_button, focusRing, classNames?.day_button),
        button_previous: cn(defaults.button_previous, 'rounded-md', focusRing, classNames?.button_previous),
        button_next: cn(defaults.button_next, 'rounded-md', focusRing, classNames?.button_next),
      }}
      labels={{ labelDayButton, ...labels }}
      {...props}
    />
  );
}
