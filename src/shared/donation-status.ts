/** A donation's state as its donor reads it (ecommerce's donations: one per checkout and currency). */
export const DONATION_STATUSES = ['paid', 'waiting', 'processing', 'canceled'] as const;
export type DonationStatus = (typeof DONATION_STATUSES)[number];
