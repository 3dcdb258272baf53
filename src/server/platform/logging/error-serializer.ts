/** An error as a log line shows it: what it is and where it was thrown, never the values it was thrown over. */
export interface SerializedError {
  type: string;
  message: string;
  code?: string | number;
  stack?: string;
  cause?: SerializedError;
}

/**
 * Quoted text and PostgreSQL's `Key (column)=(value)` are where errors repeat the values they were given (`invalid
 * input syntax for type uuid: "…"`, JSON.parse's excerpt of its input, Prisma's rendering of a call's arguments):
 * such a value may be a password or a token from the request's body, which no other guard knows.
 */
const QUOTED_VALUE = /"(?:[^"\\\n]|\\.)*"/g;
const KEY_VALUE = /\)=\((?:[^)\n]*)\)/g;

export const withoutValues = (text: string) => text.replace(QUOTED_VALUE, '"[redacted]"').replace(KEY_VALUE, ')=([redacted])');

const MAX_CAUSES = 3;

/** pino's `err` serializer: type, code and message (values left out), and the stack's frames. */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: withoutValues(String(error)) };
  const message = withoutValues(error.message);
  const code = (error as { code?: unknown }).code;
  // The stack's first lines repeat the message as thrown: only the frames are kept, under the cleaned message.
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return {
    type: error.name,
    message,
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
    ...(error.cause !== undefined && depth < MAX_CAUSES ? { cause: serializeError(error.cause, depth + 1) } : {}),
  };
}
