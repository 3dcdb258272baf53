/**
 * The look of a card that is one link (subject, profile, project): the whole card is the target, so the focus ring
 * goes round the card, and hover underlines its heading (`group`).
 */
export const CARD_LINK =
  'group flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-[border-color,box-shadow] outline-none hover:border-primary/50 focus-visible:ring-[3px] focus-visible:ring-ring/50';

/** The heading of a link card. */
export const CARD_HEADING = 'font-heading text-xl leading-tight break-words underline-offset-4 group-hover:underline';

/** The `sizes` of an image filling a CARD_GRID cell. */
export const CARD_IMAGE_SIZES = '(min-width: 1152px) 360px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';
