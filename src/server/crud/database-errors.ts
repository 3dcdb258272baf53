import { AppError } from '../errors';

interface KnownRequestError {
  code: string;
  message: string;
  meta?: Record<string, unknown>;
}

const isKnownRequestError = (error: unknown): error is KnownRequestError => {
  const code: unknown = error instanceof Error ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && /^P\d{4}$/.test(code);
};

/** Field names a Prisma error points at, wherever this Prisma version and driver adapter put them. */
function fieldsOf(meta: Record<string, unknown> | undefined): string[] {
  if (!meta) return [];
  if (Array.isArray(meta.target)) return meta.target.map(String);
  const cause = (meta.driverAdapterError as { cause?: { constraint?: { fields?: string[]; index?: string } } } | undefined)?.cause
    ?.constraint;
  if (cause?.fields) return cause.fields.map((field) => field.replaceAll('"', ''));
  const name =
    cause?.index ??
    (typeof meta.field_name === 'string' ? meta.field_name : undefined) ??
    (typeof meta.target === 'string' ? meta.target : undefined);
  // Constraint names look like `Model_field_fkey`, `Model_field_key` or, for the id, `Model_pkey`.
  if (name && /_pkey\b/.test(name)) return ['id'];
  const match = name ? /_([A-Za-z0-9]+)_(?:fkey|key)\b/.exec(name) : null;
  return match ? [match[1]!] : [];
}

/**
 * Translates what the database refuses into the client's fault (409, 400, 404) with the field named;
 * anything else is left alone and becomes a 500.
 */
export function translateDatabaseError(error: unknown, fieldPrefix = ''): unknown {
  // SQLSTATE class 22 (data exception) from the raw driver: a value the database could not take.
  const sqlState = (error as { code?: unknown } | undefined)?.code;
  if (typeof sqlState === 'string' && /^22[0-9A-Z]{3}$/.test(sqlState))
    return new AppError('BAD_REQUEST', 'A value could not be used by the database');
  if (!isKnownRequestError(error)) return error;
  const fields = fieldsOf(error.meta).map((field) => fieldPrefix + field);
  const causes = (message: string) =>
    fields.length ? fields.map((field) => ({ field, message: `${field}: ${message}` })) : [{ message: error.message }];
  switch (error.code) {
    case 'P2002':
      return new AppError(
        'CONFLICT',
        `A record with this ${fields.join(', ') || 'value'} already exists`,
        causes('must be unique: the value is already taken'),
      );
    case 'P2003':
      return new AppError(
        'BAD_REQUEST',
        `The related record of ${fields.join(', ') || 'a relation'} does not exist`,
        causes('refers to a record that does not exist'),
      );
    case 'P2034':
      return new AppError('CONFLICT', 'The write clashed with others made at the same time: send it again');
    case 'P2025':
      return new AppError('NOT_FOUND', 'Record not found');
    case 'P2000':
      return new AppError('BAD_REQUEST', 'A value is too long for its column', causes('is too long'));
    case 'P2007':
      return new AppError('BAD_REQUEST', 'A value could not be used by the database', causes('could not be stored'));
    default:
      return error;
  }
}
