'use client';

import { ExternalLinkIcon, UploadIcon, XIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { controlProps, describedBy } from '../shared/control-props';
import type { InputProps } from '../field-kind';
import { formatFileSize, isBrowserFile, mediaKind } from './file-value';
import { HiddenFilePicker } from './hidden-file-picker';
import { useAdminWords } from '../../admin-context';

/** A blob: URL for a chosen file's preview, revoked when the file changes or the input goes away. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

/**
 * A stored file's URL, or a file to upload. The form value is the URL text (typed, or as stored), the browser's
 * File object when a file was chosen (the form sends it in its multipart request, beside the JSON `data`), or ''
 * once cleared (null for a nullable field, as for text). Images and videos show a preview.
 */
export function FileInput(props: InputProps) {
  const { value, onChange, onBlur, disabled } = props;
  const picker = useRef<HTMLInputElement>(null);
  const words = useAdminWords().fields;
  const statusId = useId();
  const file = isBrowserFile(value) ? value : null;
  const url = typeof value === 'string' ? value.trim() : '';
  const objectUrl = useObjectUrl(file);
  const source = file ? objectUrl : url;
  const kind = file ? mediaKind(file.name, file.type) : mediaKind(url);
  const name = file ? file.name : url.slice(url.lastIndexOf('/') + 1) || url;

  return (
    <div className="flex min-w-0 flex-col gap-2">
      {source && kind === 'image' ? (
        // A plain <img>: any URL or a blob: preview, nothing next/image could optimise.
        <img
          src={source}
          alt={words.previewOf(name)}
          className="max-h-48 w-fit max-w-full rounded-md border bg-muted object-contain"
        />
      ) : null}
      {source && kind === 'video' ? (
        <video
          src={source}
          controls
          preload="metadata"
          aria-label={words.previewOf(name)}
          className="max-h-64 w-full max-w-md rounded-md border bg-black"
        />
      ) : null}
      {file ? (
        <p id={statusId} className="text-sm break-all text-muted-foreground">
          {words.chosen} <span className="font-medium text-foreground">{file.name}</span> ({formatFileSize(file.size)}),{' '}
          {words.uploadedOnSave}
        </p>
      ) : url && kind === 'other' ? (
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex w-fit max-w-full items-center gap-1 rounded-sm text-sm break-all underline underline-offset-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {name}
          <ExternalLinkIcon aria-hidden="true" className="size-3.5 shrink-0" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      ) : null}
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <Input
          {...controlProps(props)}
          aria-describedby={describedBy(props['aria-describedby'], file && statusId)}
          type="text"
          inputMode="url"
          autoComplete="off"
          className="min-w-0 flex-1 basis-56"
          placeholder={file ? words.orUrl : words.urlOrFile}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
        <div className="flex gap-2">
          <Button variant="outline" disabled={disabled} onClick={() => picker.current?.click()}>
            <UploadIcon />
            {words.chooseFile}
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={words.clearFile}
            title={words.clearFile}
            disabled={disabled || (!file && !url)}
            onClick={() => onChange('')}
          >
            <XIcon />
          </Button>
        </div>
        <HiddenFilePicker ref={picker} disabled={disabled} onChoose={onChange} onDone={onBlur} />
      </div>
    </div>
  );
}
