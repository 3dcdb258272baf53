import { codeOfIssue, type Issue } from '../shared/issue-codes';
import type { ErrorCause } from './errors';
import { fieldPath } from './storable-text';

export type { Issue };

/** Every failing field of a validation error (zod's issues), named, each with its code. */
export function causesOfIssues(issues: readonly Issue[]): ErrorCause[] {
  return issues.flatMap((issue) => {
    const base = fieldPath(issue.path ?? []);
    const coded = codeOfIssue(issue);
    // An unknown key is reported on its parent: name the key itself.
    const fields = issue.keys?.length ? issue.keys.map((key) => (base ? `${base}.${key}` : key)) : [base];
    return fields.map((field) => ({ field, message: field ? `${field}: ${issue.message}` : issue.message, ...coded }));
  });
}
