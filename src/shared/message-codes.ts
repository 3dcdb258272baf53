/**
 * The stable keys of the server's refusals. Each cause of an error answer carries one beside its English message, so
 * that every face (the admin, the site's pages) says the refusal in its own language (field-messages.ts); the message
 * stays for REST clients. A closed set: a new kind of refusal gets a code here and words in field-messages.ts.
 */
export const MESSAGE_CODES = [
  /** Nothing more specific to say: the server's sentence is the only words it has. */
  'invalid',
  'required',
  /** Below `minimum` (`exclusive` when the bound itself is refused), measured as `origin` says (string, number, array, date, file). */
  'too_small',
  /** Above `maximum`, as too_small. */
  'too_big',
  /** Off the steps of `step` (from `base`). */
  'step',
  /** Not of the `expected` type (number, date…). */
  'invalid_type',
  'invalid_email',
  /** Not a phone number: `minimum` to `maximum` digits, with `+ ( ) -` and spaces between them. */
  'invalid_phone',
  /** Not of `format` (url, uuid, datetime…). */
  'invalid_format',
  /** Does not match the field's pattern. */
  'pattern',
  /** Not one of `values`. */
  'invalid_value',
  'unknown_key',
  /** Given twice. */
  'duplicate',
  'not_found',
  /** A unique value already taken. */
  'not_unique',
  /** A file record's url that the file storage did not give (or whose file it no longer has), nor one the site ships. */
  'not_stored_file',
  /** The record changed since the form loaded it. */
  'edit_conflict',
  'wrong_credentials',
  'current_password_wrong',
  /** An account change by the subject itself, without its current password (or wallet signature) in the last minutes. */
  'reauthentication_required',
  /** A wallet signature confirming an account change that is not one of the subject's wallets' over a fresh nonce. */
  'wallet_signature_invalid',
  /** A Telegram Login Widget answer whose hash is not the bot's signature of its fields. */
  'telegram_signature_invalid',
  /** A Telegram Login Widget answer more than a day old (or dated in the future). */
  'telegram_login_expired',
  /** A Telegram account linked to another subject already. */
  'telegram_taken',
  /** Messages by Telegram chosen by a subject with no Telegram linked. */
  'telegram_not_linked',
  /** A password, code, token, nonce or signature given in a URL's query string: it travels in the body only. */
  'credential_in_query',
  'email_taken',
  /** A subject with no way to sign in (an anonymous session) adding one: registration is the way, as it tells nothing. */
  'register_first',
  'passwords_do_not_match',
  'reset_code_invalid',
  'only_identity',
  'too_many_requests',
  'not_in_cart',
  'empty_order',
  'no_price',
  'not_offered',
  'provider_unavailable',
  /** An amount given for a price that is fixed (not a free amount). */
  'fixed_price',
  /** No payment provider is configured at all: the site says how else to give. */
  'no_payment_provider',
  'provider_refused',
  /** Declining a test payment by someone other than its payer (or an administrator). */
  'not_payer',
  /** An order canceled: it is paid for by no one. */
  'order_canceled',
  /** An order paid already (or paid and refunded): a payment recorded again would be a second one. */
  'already_paid',
  /** An order being paid (an open checkout): it and its lines stay as they are until its payment ends or expires. */
  'order_paying',
  /** An amount other than the one due: `amount` (a decimal text) in the currency of `slug`, `symbol` and `decimals`. */
  'amount_mismatch',
  /** A date after now where only the past is possible (a payment received). */
  'in_future',
  /** An order linked to no subject: nobody to be its payer. */
  'no_payer',
  /** A provider that takes no recurring payments, named for a subscription's checkout. */
  'no_recurring',
  /** A subscription checked out with other orders: a monthly gift is paid on its own. */
  'mixed_purchase_types',
  /** A subscription product without an interval attribute (or with one that is not a period). */
  'no_interval',
  /** A subscription whose first payment is not made, asked to be canceled. */
  'subscription_pending',
  /** A message template naming a `placeholder` its kind does not have, in the words of `language`. */
  'unknown_placeholder',
  /** A message template whose placeholders do not parse (a list's section left open), in the words of `language`. */
  'placeholder_syntax',
  /** A message of the outbox sent already: it is not sent again. */
  'already_sent',
  /** A message of the outbox whose delivery is on its way (queued, or being sent). */
  'delivery_under_way',
  /** Not a five-field cron expression, or one that never comes round (an agent's interval). */
  'invalid_cron',
  /** A field its record's module sets (an agent's slug is its job's name). */
  'fixed_value',
  /** An agent's widget placed on a page: agents are the team's schedules and show nothing on the public site. */
  'agent_not_public',
  /** A progress widget's goal of a sum without the currency it is counted in. */
  'goal_needs_currency',
] as const;

export type MessageCode = (typeof MESSAGE_CODES)[number];

/** What a code's words need: `{ minimum: 8, origin: 'string' }`. */
export type MessageParams = Readonly<Record<string, string | number>>;

/** A message as the server sends it: its English words and, from this server, its code and parameters. */
export interface CodedMessage {
  field?: string;
  message: string;
  /** A string from the wire: an older server, or a newer one's code this bundle does not know yet. */
  code?: string;
  params?: MessageParams;
}

export const isMessageCode = (value: unknown): value is MessageCode => MESSAGE_CODES.includes(value as MessageCode);
