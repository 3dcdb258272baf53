/**
 * Pages of the site that are no place to go: the page shown when a page fails (its url `/500`, spec section 2). It is
 * listed among no page urls, is not indexed, and answered by its own url it says what it is: a server error (500).
 */
export const ERROR_PAGE_URL = '/500';

/** Whether a page url (`/500`, `/500/`) is the error page's. */
export const isErrorPageUrl = (url: string): boolean => url.replace(/(.)\/+$/, '$1') === ERROR_PAGE_URL;
