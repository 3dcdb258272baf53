import 'server-only';
import { cache } from 'react';
import { serverCaller } from '../caller';
import { toAppError } from '../public-error';

/** What an unsubscribe link names, for its page: the topic, or why there is none. */
export type SubscriptionOfLink =
  | { state: 'found'; topic: { id: string; slug: string; title: Record<string, string> } }
  /** The subscription was ended already (the link used before, or an older one's). */
  | { state: 'gone' }
  /** No token, or one this site did not sign. */
  | { state: 'invalid' };

/** The subscription an unsubscribe link's token names, through the public procedure; nothing is changed. */
export const subscriptionOfLink = cache(async (token: string | undefined): Promise<SubscriptionOfLink> => {
  if (!token) return { state: 'invalid' };
  try {
    const { topic } = await (await serverCaller()).notification.unsubscribe.describe({ token });
    return { state: 'found', topic };
  } catch (error) {
    const { status } = toAppError(error);
    if (status === 404) return { state: 'gone' };
    if (status === 400) return { state: 'invalid' };
    throw error;
  }
});
