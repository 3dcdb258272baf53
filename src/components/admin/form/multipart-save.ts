import type { ApiCause, Row } from '../entity-api';
import { isBrowserFile } from '../field-kinds/file/file-value';

/** A refused save over REST, with the answer's causes: what the tRPC client's errors carry too. */
export class MultipartSaveError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly causes: ApiCause[],
  ) {
    super(message);
  }
}

/**
 * Saves a record with the files picked for it: the REST route of the generic create or update takes a multipart
 * body (JSON under `data`, each file in the form field of its name), which the tRPC link cannot send.
 */
export async function saveWithFiles(
  path: string,
  target: { id?: string; expectedUpdatedAt?: Date },
  data: Record<string, unknown>,
): Promise<Row> {
  const body = new FormData();
  const fields = Object.fromEntries(Object.entries(data).filter(([, value]) => !isBrowserFile(value)));
  body.set('data', JSON.stringify(fields));
  for (const [name, value] of Object.entries(data)) if (isBrowserFile(value)) body.set(name, value, value.name);
  const query = target.expectedUpdatedAt
    ? `?expectedUpdatedAt=${encodeURIComponent(target.expectedUpdatedAt.toISOString())}`
    : '';
  const response = await fetch(`${target.id ? `${path}/${encodeURIComponent(target.id)}` : path}${query}`, {
    method: target.id ? 'PATCH' : 'POST',
    body,
    credentials: 'same-origin',
  });
  const answer = (await response.json().catch(() => ({}))) as { data?: unknown; cause?: ApiCause[] };
  if (!response.ok)
    throw new MultipartSaveError(
      typeof answer.data === 'string' ? answer.data : `The save failed (${response.status})`,
      response.status,
      answer.cause ?? [],
    );
  const record = answer.data as Row;
  // JSON has no dates: give the record's dates back their type, as the tRPC client does.
  for (const key of ['createdAt', 'updatedAt'] as const) if (typeof record[key] === 'string') record[key] = new Date(record[key]);
  return record;
}
