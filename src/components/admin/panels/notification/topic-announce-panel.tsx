'use client';

import type { AdminPanelProps } from '../panel-props';

/** Contract placeholder of issue 31: the helper that owns this panel replaces it. */
export function TopicAnnouncePanel({ id }: AdminPanelProps) {
  return <div data-panel-placeholder={id} hidden />;
}
