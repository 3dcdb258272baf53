import { badRequest } from '../../errors';
import type { ModuleWriteHooks } from '../../crud/write-hooks';
import type { BroadcastMessageRecord } from '../../../shared/registry/generated/broadcast';
import { DEFAULT_LANGUAGE } from '../../../shared/languages';
import { PAYLOAD_MAX } from './messages.schema';

const refuse = (field: string, words: string, code: 'required' | 'too_big') => {
  const params = code === 'too_big' ? { maximum: PAYLOAD_MAX, origin: 'string' } : undefined;
  throw badRequest(`${field}: ${words}`, [{ field, message: `${field}: ${words}`, code, ...(params ? { params } : {}) }]);
};

/**
 * What the bar says, on every generic write (REST, bulk, the admin) as on the channel's routes: a text in the site's
 * default language, which a visitor of a language without its own text reads (never another language's words), and no
 * text longer than a bar holds. Each refusal names the language's field, nothing written.
 */
function checkPayload(payload: BroadcastMessageRecord['payload'] | undefined, fieldPrefix: string) {
  if (payload === undefined) return;
  const texts = payload as Record<string, unknown>;
  const field = (language: string) => `${fieldPrefix}payload.${language}`;
  const own = texts[DEFAULT_LANGUAGE];
  if (typeof own !== 'string' || !own.trim())
    refuse(
      field(DEFAULT_LANGUAGE),
      `the announcement needs its text in the site's default language (${DEFAULT_LANGUAGE})`,
      'required',
    );
  for (const [language, text] of Object.entries(texts))
    if (typeof text === 'string' && text.length > PAYLOAD_MAX)
      refuse(field(language), `must be at most ${PAYLOAD_MAX} characters`, 'too_big');
}

/** The broadcast module's rules on the generic writes of its entities: a message says something, in the site's language. */
export const broadcastWriteHooks: ModuleWriteHooks<'broadcast'> = {
  'broadcast.messages': {
    beforeCreate: ({ data, fieldPrefix }) => checkPayload(data.payload, fieldPrefix),
    beforeUpdate: ({ data, fieldPrefix }) => checkPayload(data.payload, fieldPrefix),
  },
};
