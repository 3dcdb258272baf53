import { errorCauses } from '../entity-api';

/** The message of a failed call: the server's causes, one per line. */
export const errorMessage = (error: unknown) =>
  errorCauses(error)
    .map((cause) => cause.message)
    .join('\n');
