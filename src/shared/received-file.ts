/**
 * A file sent with a request, already written to a temporary folder as it arrived (by readRequestBody).
 * It is a class so that a zod schema can recognise it with `z.instanceof`: no JSON or superjson input can
 * forge one, so a text field never points the server at a file on its disk.
 * No Node.js import here: the registry's schemas, which reference it, are also bundled for the browser.
 */
export class ReceivedFile {
  /** Form field the file was sent in. */
  readonly field: string;
  /** File name the client gave (may be empty); never a path on this machine. */
  readonly name: string;
  /** MIME type the client gave for the part (busboy's default, `text/plain`, when it gave none). */
  readonly type: string;
  /** Bytes received. */
  readonly size: number;
  /** Temporary file holding the bytes; removed with the request's body unless a storage provider moved it. */
  readonly path: string;

  constructor(file: { field: string; name: string; type: string; size: number; path: string }) {
    this.field = file.field;
    this.name = file.name;
    this.type = file.type;
    this.size = file.size;
    this.path = file.path;
  }
}
