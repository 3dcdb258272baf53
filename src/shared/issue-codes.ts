import type { MessageCode, MessageParams } from './message-codes';

/** A validation issue as zod 4 reports it: its code and the details of that code. */
export interface Issue {
  code?: string;
  path?: readonly PropertyKey[];
  message: string;
  keys?: readonly string[];
  expected?: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  format?: string;
  divisor?: number | bigint;
  values?: readonly unknown[];
}

/** The bound of a size issue, and `exclusive: 1` when the bound itself is refused (`.positive()`, `.gt(0)`). */
function boundParams(bound: 'minimum' | 'maximum', issue: Issue): MessageParams {
  const limit = issue[bound];
  return {
    ...(limit === undefined ? {} : { [bound]: Number(limit) }),
    ...(issue.origin ? { origin: issue.origin } : {}),
    ...(issue.inclusive === false ? { exclusive: 1 } : {}),
  };
}

/**
 * zod keeps the input out of its issues, so a field left out is told from one given wrong by the message alone:
 * zod's own names what it received (`received undefined`), and the schemas here say `<name> is required` (the spec's
 * words, which their error functions give only for an undefined input).
 */
const isMissing = (issue: Issue) => / received undefined$| is required$/.test(issue.message);

/** The message code of one zod issue and its parameters: one mapping for every schema, on the server and in the admin's form. */
export function codeOfIssue(issue: Issue): { code: MessageCode; params?: MessageParams } {
  switch (issue.code) {
    case 'invalid_type':
      if (isMissing(issue)) return { code: 'required' };
      return issue.expected ? { code: 'invalid_type', params: { expected: issue.expected } } : { code: 'invalid_type' };
    case 'too_small':
      return { code: 'too_small', params: boundParams('minimum', issue) };
    case 'too_big':
      return { code: 'too_big', params: boundParams('maximum', issue) };
    case 'not_multiple_of':
      return issue.divisor === undefined ? { code: 'step' } : { code: 'step', params: { step: Number(issue.divisor) } };
    case 'invalid_format':
      if (issue.format === 'email') return { code: 'invalid_email' };
      if (issue.format === 'regex') return { code: 'pattern' };
      return issue.format ? { code: 'invalid_format', params: { format: issue.format } } : { code: 'invalid_format' };
    case 'invalid_value':
      return issue.values?.length
        ? { code: 'invalid_value', params: { values: issue.values.map(String).join(', ') } }
        : { code: 'invalid_value' };
    case 'unrecognized_keys':
      return { code: 'unknown_key' };
    default:
      return { code: 'invalid' };
  }
}
