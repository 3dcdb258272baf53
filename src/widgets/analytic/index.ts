import type { WidgetVariants } from '../types';
import { AnalyticFigureDefault, AnalyticProgressDefault } from './figure';

/** The analytic module's public widget variants: one public figure of the site, alone or towards a goal. */
export const analyticWidgets: WidgetVariants = {
  // A widget left at `default` shows its figure.
  default: AnalyticFigureDefault,
  'figure-default': AnalyticFigureDefault,
  'progress-default': AnalyticProgressDefault,
};
