import type { WidgetVariants } from '../types';
import { ChatListDefault } from './chat-list-default';
import { ProfileOverviewDefault } from './profile-overview-default';

/** The social module's public widget variants. */
export const socialWidgets: WidgetVariants = {
  // A widget left at `default` shows the profile the page is about.
  default: ProfileOverviewDefault,
  'profile-overview-default': ProfileOverviewDefault,
  'chat-list-default': ChatListDefault,
};
