/** HTTP methods a REST route may declare. */
export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/**
 * Who may call a procedure; checked by the procedure itself and, over REST, before a body is read. The secret
 * key may call anything. `public`: anyone. `signed-in`: any subject with a live session. `own`: the subject whose
 * id is the input's `id` (its identities, orders, profiles), or a permitting role. `permission`: a subject one of
 * whose roles holds an action matching one of the procedure's routes. `secret-key`: server-to-server only.
 */
export const ACCESS_LEVELS = ['public', 'signed-in', 'own', 'permission', 'secret-key'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

/** How the REST adapter reads a route's body. */
export type BodyKind =
  /** JSON `{ "data": … }`, or a multipart or url-encoded form with JSON under `data` (and files beside it). */
  | 'form'
  /** The bytes as sent, under `data`, for a webhook whose signature covers them. */
  | 'raw';

/** How the REST adapter sends a route's result. */
export type AnswerKind = 'data' | 'document' | 'raw';

/** A REST route of a procedure: `GET /api/host/pages/find-by-url`, `PATCH /api/rbac/subjects/{id}`. */
export interface RestRoute {
  method: HttpMethod;
  /** Starts with `/api/`; `{name}` segments are path parameters, given to the procedure under that name. */
  path: string;
  /** Status of a success: 200 unless said otherwise (201 for creates). */
  status?: 200 | 201 | 202;
  body?: BodyKind;
  /** Form fields that may carry files (the entity's file inputs); a file in any other field is a 400. */
  files?: readonly string[];
  /**
   * `data` (default): the answer is `{ "data": … }`. `document`: the result is the answer itself (the OpenAPI document).
   * `raw`: the result is a RawAnswer (raw-answer.ts), sent exactly as it says: the reply a payment provider expects.
   */
  answer?: AnswerKind;
  /** With `answer: 'raw'`: the content type of its body (`text/plain`), for the OpenAPI document. */
  answerType?: string;
  /** Served by Next.js (it needs Next's own runtime, as revalidation does): the API server hands the request over. */
  servedBy?: 'next';
  /** One line for the OpenAPI document. */
  summary?: string;
}

/** What a procedure declares beside its input and resolver. Builders set `access`; procedures add `rest`. */
export interface ProcedureMeta {
  access?: Access;
  rest?: RestRoute | readonly RestRoute[];
}
