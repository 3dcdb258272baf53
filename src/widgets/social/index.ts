import type { WidgetVariants } from '../types';
import { ChatListDefault } from './chat-list-default';
import { ProfileOverviewDefault } from './profile-overview-default';

/** The social module's public widget variants. */
export const socialWidgets: WidgetVariants = {
  'profile-overview-default': ProfileOverviewDefault,
  'chat-list-default': ChatListDefault,
};
