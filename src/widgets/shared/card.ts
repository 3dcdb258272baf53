/** Cards in one column on a phone, two from 640 px, three from 1024 px (every module's card lists). */
export const CARD_GRID = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3';

/**
 * The `sizes` of an image filling a cell of CARD_GRID: a third of the 1104 px content column (less the gaps) at
 * most, a third, half or all of the viewport below it.
 */
export const CARD_IMAGE_SIZES = '(min-width: 1152px) 352px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

/**
 * A card that is one link: the link is the heading's, stretched over the card by its `::after`, so screen readers
 * hear the title alone (not the whole card) and there is never a link inside a link. The ring shows on the card.
 */
export const CARD =
  'group relative flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-[border-color,box-shadow] hover:border-primary/50 hover:shadow-md has-[a:focus-visible]:ring-[3px] has-[a:focus-visible]:ring-ring';

export const CARD_LINK = "outline-none after:absolute after:inset-0 after:content-['']";

export const CARD_HEADING = 'font-heading text-xl leading-snug break-words underline-offset-4 group-hover:underline';

/**
 * The image box of a card: a fixed proportion, so the card keeps its height while the image loads. A record with no
 * image gets no box (an empty grey block says nothing): the grid row still gives its cards one height.
 */
export const CARD_IMAGE_BOX = 'relative aspect-[4/3] overflow-hidden bg-muted';

export type CardHeading = 'h2' | 'h3';
