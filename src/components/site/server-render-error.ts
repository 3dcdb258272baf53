/**
 * An error of the server's render of a page: Next.js gives it a digest, and in production replaces its message with the
 * phrase «An error occurred in the Server Components render…» (in the browser, React's minified error #441). Its
 * message tells a visitor nothing.
 */
export const isServerRenderError = (error: Error & { digest?: string }) =>
  Boolean(error.digest) || /Server Components render|React error #441/.test(error.message);
