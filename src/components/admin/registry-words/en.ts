/*
 * English names where the ones derived from the code's names would read wrong (`Url`, `Opengraph title`); every
 * other English name is derived (registry-words/index.ts).
 */

/** Entities whose records the team calls otherwise than the code: by `module/plural`. */
export const EN_ENTITIES: Record<string, { plural: string; one: string }> = {
  'ecommerce/orders': { plural: 'Donations', one: 'donation' },
  'ecommerce/product-goals': { plural: 'Fundraising goals', one: 'fundraising goal' },
  'billing/subscriptions': { plural: 'Monthly gifts', one: 'monthly gift' },
  'analytic/metrics': { plural: 'Daily figures', one: 'daily figure' },
  'agent/agents': { plural: 'Scheduled jobs', one: 'scheduled job' },
  'broadcast/channels': { plural: 'Announcement channels', one: 'announcement channel' },
  'broadcast/messages': { plural: 'Announcements', one: 'announcement' },
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
  intervalCount: 'Intervals per period',
  currentPeriodEnd: 'Paid until',
  cancelAtPeriodEnd: 'Canceled',
  endReason: 'Why it ended',
  failedAt: 'Charge failed at',
  failure: 'Why the charge failed',
  periodEnd: 'Period paid until',
  charge: 'Amount per period',
  subscriptionId: 'Monthly gift',
  channelId: 'Announcement channel',
  // notification/notifications: the error of its last delivery attempt; when it may be sent at the earliest.
  error: 'Last error',
  sendAfter: 'Send after',
  notificationMethod: 'Where messages go',
  deliveryBlockedAt: 'Telegram refused delivery',
  html: 'HTML',
};
