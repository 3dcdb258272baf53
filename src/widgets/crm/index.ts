import type { WidgetVariants } from '../types';
import { FormListDefault } from './form-list-default';

/**
 * The crm module's public widget variants. A crm widget exists to show forms, so `default` (what a new widget gets)
 * shows them as `form-list-default` does rather than nothing.
 */
export const crmWidgets: WidgetVariants = {
  default: FormListDefault,
  'form-list-default': FormListDefault,
};
