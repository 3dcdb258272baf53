import type { WidgetVariants } from '../types';
import { TopicsSubscriptionDefault } from './topics-subscription-default';

/**
 * The notification module's public widget variants. A notification widget exists to offer the topics, so `default`
 * (what a new widget gets) shows the subscription form as `topics-subscription-default` does.
 */
export const notificationWidgets: WidgetVariants = {
  default: TopicsSubscriptionDefault,
  'topics-subscription-default': TopicsSubscriptionDefault,
};
