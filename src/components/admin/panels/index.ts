import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import type { AdminPanelName } from '@/shared/registry/types';
import type { AdminPanelProps } from './panel-props';
import { PanelSkeleton } from './panel-section';

/**
 * Every module screen part an entity's `/// @adminPanel` may name, drawn under its edit form. A Record over
 * ADMIN_PANELS, so a panel the generator accepts cannot lack its component; each is its own chunk, downloaded only
 * by a form that shows it.
 */
export const ADMIN_PANEL_COMPONENTS: Record<AdminPanelName, ComponentType<AdminPanelProps>> = {
  'ecommerce.prices': dynamic(() => import('./ecommerce/prices-panel').then((loaded) => loaded.PricesPanel), {
    loading: PanelSkeleton,
  }),
  'ecommerce.order-totals': dynamic(() => import('./ecommerce/order-totals-panel').then((loaded) => loaded.OrderTotalsPanel), {
    loading: PanelSkeleton,
  }),
  'ecommerce.order-payments': dynamic(
    () => import('./ecommerce/order-payments-panel').then((loaded) => loaded.OrderPaymentsPanel),
    { loading: PanelSkeleton },
  ),
  'billing.subscription': dynamic(() => import('./billing/subscription-panel').then((loaded) => loaded.SubscriptionPanel), {
    loading: PanelSkeleton,
  }),
  'notification.template-preview': dynamic(
    () => import('./notification/template-preview-panel').then((loaded) => loaded.TemplatePreviewPanel),
    { loading: PanelSkeleton },
  ),
  'notification.resend': dynamic(() => import('./notification/resend-panel').then((loaded) => loaded.ResendPanel), {
    loading: PanelSkeleton,
  }),
  'notification.topic-announce': dynamic(
    () => import('./notification/topic-announce-panel').then((loaded) => loaded.TopicAnnouncePanel),
    { loading: PanelSkeleton },
  ),
  'host.job-run': dynamic(() => import('./host/job-run-panel').then((loaded) => loaded.JobRunPanel), { loading: PanelSkeleton }),
  'agent.runs': dynamic(() => import('./agent/agent-runs-panel').then((loaded) => loaded.AgentRunsPanel), {
    loading: PanelSkeleton,
  }),
};
