export type RequestHeaders = Readonly<Record<string, string | string[] | undefined>>;

/** The first value of a request header (lower-case name). */
export const header = (headers: RequestHeaders, name: string): string | undefined => {
  // Read for every request, several times: no arrays built for it (issue 34).
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** Set by the platform server on every request from the connection itself (a client's own value is replaced). */
export const CLIENT_IP_HEADER = 'x-platform-client-ip';
/** Set beside it: `https` when the client's connection (or a trusted proxy's) is encrypted. */
export const CLIENT_SECURE_HEADER = 'x-platform-client-scheme';
