import type { MessageCode, MessageParams } from '../shared/message-codes';

/** One error type for the whole server: its code maps to an HTTP status and a tRPC code. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_SUPPORTED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE_CONTENT: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * One failing field (or the whole input when `field` is absent) and what is wrong with it: in English for API clients
 * (`message`), and as a code with its parameters for the faces that say it in their own language.
 */
export interface ErrorCause {
  field?: string;
  message: string;
  code: MessageCode;
  params?: MessageParams;
}

export interface AppErrorOptions {
  /** Response headers the error answer carries (`retry-after` of a 429), by lower-case name. */
  headers?: Record<string, string>;
  /** The code of the whole refusal's message, when it has one of its own (wrong credentials). */
  messageCode?: MessageCode;
}

/**
 * Marks an AppError whichever copy of this file made it: Next.js's server bundle holds its own copies of our modules,
 * while the dependencies it is handed (the token verifier, the rate limiter) were built by the server's copy.
 */
const APP_ERROR = Symbol.for('platform.app-error');

export class AppError extends Error {
  readonly [APP_ERROR] = true;
  readonly code: ErrorCode;
  readonly causes: ErrorCause[];
  /** Response headers the error answer carries (`retry-after` of a 429), by lower-case name. */
  readonly headers: Readonly<Record<string, string>>;
  readonly messageCode: MessageCode | undefined;

  constructor(code: ErrorCode, message: string, causes: ErrorCause[] = [], options: AppErrorOptions = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.causes = causes;
    this.headers = options.headers ?? {};
    this.messageCode = options.messageCode;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  /** `instanceof AppError` holds for an AppError of either copy (see APP_ERROR). */
  static override [Symbol.hasInstance](value: unknown): value is AppError {
    return typeof value === 'object' && value !== null && APP_ERROR in value;
  }
}

export const badRequest = (message: string, causes?: ErrorCause[], options?: AppErrorOptions) =>
  new AppError('BAD_REQUEST', message, causes, options);
/** A 404; `field` names where the unknown id was given, when that is not the URL. */
export const notFound = (message: string, field?: string) =>
  new AppError('NOT_FOUND', message, field ? [{ field, message: `${field}: ${message}`, code: 'not_found' }] : []);

/**
 * A 503: the server cannot take the call now, and nothing was done. `Retry-After` (whole seconds) tells a client when
 * to send it again, so that it neither gives up nor hammers back at once.
 */
export const serviceUnavailable = (message: string, retryAfterSeconds: number) =>
  new AppError('SERVICE_UNAVAILABLE', message, [], { headers: { 'retry-after': String(retryAfterSeconds) } });
