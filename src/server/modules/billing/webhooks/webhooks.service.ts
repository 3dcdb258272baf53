import type { PaymentProviderName } from '../../../../shared/payment-providers';
import { webhookPath } from '../../../../shared/billing-paths';
import type { Database } from '../../../db/database';
import { logger } from '../../../platform/logging/logger';
import type { RawAnswer } from '../../../platform/procedures/raw-answer';
import { receivePaymentEvent, type PaymentEffects } from '../payments/apply-payment.service';
import { RefusedNotification } from '../payments/payment-provider';
import type { PaymentProviders } from '../payments/providers-from-environment';

export interface Webhook {
  provider: PaymentProviderName;
  body: Buffer;
  /** Lower-case names; a header sent twice is joined, as Node joins it. */
  headers: Readonly<Record<string, string | undefined>>;
  siteUrl: string;
  /** The `notification` query of the address, where the provider sends each kind of notification to its own. */
  notification?: string;
}

/**
 * A provider's notification: its signature verified on the exact bytes before anything else (a forgery changes
 * nothing and gets the provider's refusal), then each event stored once and applied, then the reply it expects.
 * A failure to store is thrown (an error answer): the provider delivers again later.
 */
export async function receiveWebhook(
  db: Database,
  providers: PaymentProviders,
  webhook: Webhook,
  effects: PaymentEffects,
): Promise<RawAnswer> {
  const provider = providers.get(webhook.provider, 'provider');
  const query = webhook.notification ? `?${new URLSearchParams({ notification: webhook.notification })}` : '';
  const received = {
    body: webhook.body,
    headers: webhook.headers,
    webhookUrl: `${webhook.siteUrl}${webhookPath(webhook.provider)}${query}`,
  };
  let notifications;
  try {
    notifications = await provider.parseNotification(received);
  } catch (error) {
    if (!(error instanceof RefusedNotification)) throw error;
    logger().warn({ provider: webhook.provider, reason: error.message }, 'a payment notification was refused');
    return provider.reply(false, received);
  }
  for (const notification of notifications) {
    const stored = await receivePaymentEvent(db, webhook.provider, notification, effects);
    logger().info({ provider: webhook.provider, ...stored }, 'a payment notification was received');
  }
  return provider.reply(true, received);
}
