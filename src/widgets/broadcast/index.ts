import type { WidgetVariants } from '../types';
import { BroadcastDefault } from './default';

/** The broadcast module's public widget variants: `default`, the site-wide announcement bar. */
export const broadcastWidgets: WidgetVariants = {
  default: BroadcastDefault,
};
