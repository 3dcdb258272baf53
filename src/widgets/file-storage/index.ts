import type { WidgetVariants } from '../types';
import { FileStorageDefault } from './default';

/** The file-storage module's public widget variants. */
export const fileStorageWidgets: WidgetVariants = {
  default: FileStorageDefault,
};
