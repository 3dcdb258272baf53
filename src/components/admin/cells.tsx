'use client';

import { CheckIcon, FileIcon, MinusIcon } from 'lucide-react';
import { formatDate, formatDateTime } from '@/shared/admin/format';
import { localized, richTextToPlain } from '@/shared/localized-text';
import type { FieldMeta } from '@/shared/registry/types';
import { asDate, utcDayAsLocal } from './inputs/values';

/** Longest text a cell shows before it is cut with an ellipsis (the whole text is in its title). */
export const CELL_TEXT_LIMIT = 80;

const truncate = (text: string, limit = CELL_TEXT_LIMIT) => (text.length > limit ? `${text.slice(0, limit - 1)}…` : text);

const IMAGE_FILE = /\.(?:avif|bmp|gif|ico|jpe?g|png|svg|webp)(?:[?#].*)?$/i;

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** The plain text a value shows as in a cell (what search-free exports and titles use). */
export function cellText(field: FieldMeta, value: unknown, language: string): string {
  if (isEmpty(value)) return '';
  if (field.input === 'richtext') {
    if (field.multilingual && typeof value === 'object' && value !== null) {
      const map = value as Record<string, unknown>;
      const documents = Object.fromEntries(Object.entries(map).map(([key, item]) => [key, richTextToPlain(item)] as const));
      return localized(documents, language);
    }
    return richTextToPlain(value);
  }
  if (field.multilingual) return localized(value, language);
  if (field.type === 'datetime' || field.type === 'date') {
    const date = asDate(value);
    if (!date) return String(value);
    // A date column holds a day, sent as its UTC midnight: shown as that day wherever the browser is.
    return field.type === 'date' ? formatDate(utcDayAsLocal(date)) : formatDateTime(date);
  }
  if (field.type === 'json') return typeof value === 'string' ? value : JSON.stringify(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function Text({ text, className }: { text: string; className?: string }) {
  const short = truncate(text);
  return (
    <span className={className} title={short === text ? undefined : text}>
      {short}
    </span>
  );
}

function Empty() {
  return (
    <span className="text-muted-foreground" aria-label="Empty">
      —
    </span>
  );
}

export interface FieldCellProps {
  field: FieldMeta;
  value: unknown;
  language: string;
  /** A relation field's related record label, once loaded; undefined while loading or when none was found. */
  relationLabel?: string;
}

/** How one field's value shows in a table cell. */
export function FieldCell({ field, value, language, relationLabel }: FieldCellProps) {
  if (field.type === 'boolean' || field.input === 'checkbox') {
    if (value === true)
      return (
        <span className="inline-flex text-foreground" title="Yes">
          <CheckIcon aria-hidden="true" className="size-4" />
          <span className="sr-only">Yes</span>
        </span>
      );
    if (value === false)
      return (
        <span className="inline-flex text-muted-foreground" title="No">
          <MinusIcon aria-hidden="true" className="size-4" />
          <span className="sr-only">No</span>
        </span>
      );
    return <Empty />;
  }

  if (isEmpty(value)) return <Empty />;

  if (field.relation) {
    const id = String(value);
    // The label when the related record was found; its id meanwhile (and when it is gone or not readable).
    return relationLabel ? (
      <Text text={relationLabel} />
    ) : (
      <span className="font-mono text-xs text-muted-foreground" title={id}>
        {truncate(id, 13)}
      </span>
    );
  }

  if (field.input === 'file' && typeof value === 'string') {
    const name = fileName(value);
    if (IMAGE_FILE.test(value))
      return (
        <a href={value} target="_blank" rel="noreferrer" className="inline-flex" title={name}>
          {/* A plain img: a thumbnail of any stored URL, which next/image would have to be configured for. */}
          <img src={value} alt={name} loading="lazy" decoding="async" className="size-10 rounded border object-cover" />
        </a>
      );
    return (
      <a
        href={value}
        target="_blank"
        rel="noreferrer"
        className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
        title={value}
      >
        <FileIcon aria-hidden="true" className="size-4" />
        {truncate(name, 40)}
      </a>
    );
  }

  if (field.name === 'id') {
    const id = String(value);
    return (
      <span className="font-mono text-xs" title={id}>
        {truncate(id, 13)}
      </span>
    );
  }

  const text = cellText(field, value, language);
  if (!text) return <Empty />;
  if (field.type === 'int' || field.type === 'float') return <span className="tabular-nums">{text}</span>;
  if (field.type === 'datetime' || field.type === 'date') return <span className="tabular-nums">{text}</span>;
  if (field.type === 'json' && !field.multilingual) return <Text text={text} className="font-mono text-xs" />;
  return <Text text={text} />;
}

/** The last segment of a stored file URL, decoded when it is valid percent-encoding (`100%.pdf` is shown as it is). */
function fileName(url: string): string {
  const last = url.split(/[?#]/)[0]!.split('/').pop() || url;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}
