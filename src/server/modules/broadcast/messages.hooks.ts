import { badRequest } from '../../errors';
import type { ModuleWriteHooks } from '../../crud/write-hooks';
import type { BroadcastMessageRecord } from '../../../shared/registry/generated/broadcast';
import { localized } from '../../../shared/localized-text';
import { DEFAULT_LANGUAGE } from '../../../shared/languages';

/** A message with no text in any language would be an empty bar: refused, naming the field. */
function requireText(payload: BroadcastMessageRecord['payload'] | undefined, fieldPrefix: string) {
  if (payload === undefined || localized(payload, DEFAULT_LANGUAGE).trim()) return;
  const field = `${fieldPrefix}payload`;
  throw badRequest(`${field} needs a text in at least one language`, [
    { field, message: `${field}: a text in at least one language is required`, code: 'required' },
  ]);
}

/** The broadcast module's rules on the generic writes of its entities: a message says something. */
export const broadcastWriteHooks: ModuleWriteHooks<'broadcast'> = {
  'broadcast.messages': {
    beforeCreate: ({ data, fieldPrefix }) => requireText(data.payload, fieldPrefix),
    beforeUpdate: ({ data, fieldPrefix }) => requireText(data.payload, fieldPrefix),
  },
};
