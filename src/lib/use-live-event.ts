'use client';

import { useEffect, useRef } from 'react';
import type { LiveMessage, LiveTopic } from '@/shared/live-topics';
import { subscribeLive, type LiveOptions } from './live-events';

/** subscribeLive for a component's lifetime; `onEvent` may change between renders without resubscribing. */
export function useLiveEvent(
  topics: readonly LiveTopic[],
  onEvent: (message: LiveMessage) => void,
  enabled = true,
  { catchUp = false }: LiveOptions = {},
): void {
  const latest = useRef(onEvent);
  latest.current = onEvent;
  const key = topics.join(',');
  useEffect(() => {
    if (!enabled) return;
    return subscribeLive(key.split(',') as LiveTopic[], (message) => latest.current(message), { catchUp });
  }, [key, enabled, catchUp]);
}
