/**
 * The `visibility` of a `@publicWhenShown` record that makes it public whatever shows it; any other value leaves it
 * to the records that show it.
 */
export const PUBLIC_VISIBILITY = 'public';

/** The `status` of a `@publicWhenPublished` record that anyone may read; any other (a draft) only a permitting role. */
export const PUBLISHED_STATUS = 'published';
