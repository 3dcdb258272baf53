import type { ReceivedFile } from '../../../shared/received-file';

/** Where a provider keeps files: this machine's disk today; S3 and Vercel Blob later. */
export type FileStorageKind = 'local' | 'aws-s3' | 'vercel-blob';

/** The file storage provider the server is handed: it keeps the files of written records. */
export interface FileStorage {
  readonly kind: FileStorageKind;
  /** Moves or copies a received file into storage and answers its public URL (a path such as `/uploads/<uuid>/photo.jpg`). */
  save(file: ReceivedFile): Promise<string>;
  /** Removes a file saved by `save`, given its public URL; a URL it did not give is left alone. */
  remove(publicUrl: string): Promise<void>;
  /**
   * The file on this machine behind a public URL, for a provider whose files the server itself serves
   * (local); undefined for any URL it did not give. Providers that serve their own files do not have it.
   */
  localFileOf?(publicUrl: string): string | undefined;
}
