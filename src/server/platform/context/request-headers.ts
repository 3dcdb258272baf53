export type RequestHeaders = Readonly<Record<string, string | string[] | undefined>>;

/** The first value of a request header (lower-case name). */
export const header = (headers: RequestHeaders, name: string) => [headers[name]].flat()[0];

/** Set by the platform server on every request from the connection itself (a client's own value is replaced). */
export const CLIENT_IP_HEADER = 'x-platform-client-ip';
/** Set beside it: `https` when the client's connection (or a trusted proxy's) is encrypted. */
export const CLIENT_SECURE_HEADER = 'x-platform-client-scheme';
