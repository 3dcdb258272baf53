import type { WidgetVariants } from '../types';
import { StartupDefault } from './default';

/** The startup module's public widget variants: the foundation's own words about itself. */
export const startupWidgets: WidgetVariants = {
  default: StartupDefault,
};
