/*
 * English names where the ones derived from the code's names would read wrong (`Url`, `Opengraph title`); every
 * other English name is derived (registry-words/index.ts).
 */

/** Entities whose records the team calls otherwise than the code: by `module/plural`. */
export const EN_ENTITIES: Record<string, { plural: string; one: string }> = {
  'ecommerce/orders': { plural: 'Donations', one: 'donation' },
};

export const EN_FIELDS: Record<string, string> = {
  id: 'ID',
  url: 'URL',
  sku: 'SKU',
  mimeType: 'MIME type',
  paymentUrl: 'Payment URL',
  returnUrl: 'Return URL',
  providerId: 'Provider ID',
  externalWidgetId: 'Module widget',
  className: 'CSS class',
  containerClassName: 'Container CSS class',
  opengraphTitle: 'Open Graph title',
  opengraphDescription: 'Open Graph description',
  opengraphUrl: 'Open Graph URL',
  opengraphType: 'Open Graph type',
  opengraphSiteName: 'Open Graph site name',
  opengraphLocale: 'Open Graph locale',
  twitterUrl: 'Twitter URL',
  publishedAt: 'Publication date',
  latestCount: 'Latest articles shown',
};
