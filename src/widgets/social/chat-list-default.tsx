import { localized } from '@/shared/localized-text';
import { profilesOpenToConversations } from '@/server/modules/social/widget-content.service';
import { siteDatabase } from '@/server/pages/site-database';
import { WidgetSection } from '@/widgets/shared/widget-section';
import type { WidgetProps } from '../types';
import { ChatRoomIsland } from './chat/chat-islands';
import type { ChatContact } from './chat/chat-room';
import { socialWidgetDictionary } from './dictionary';

/**
 * `chat-list-default`: the signed-in subject's chats, a chat's messages, the box to write in and the reactions; a
 * visitor with no chat yet is offered to start one with the profiles open to conversations. The page is cached for
 * everyone: the server renders only those public profiles, and the island reads the visitor's chats in the browser.
 */
export async function ChatListDefault({ widget, page }: WidgetProps) {
  const strings = socialWidgetDictionary(page.language);
  const contacts: ChatContact[] = (await profilesOpenToConversations(siteDatabase())).map((profile) => ({
    id: profile.id,
    slug: profile.slug,
    title: { [page.language]: localized(profile.title, page.language) },
    // Only published profiles are open to conversations.
    onSite: true,
    role: localized(profile.subtitle, page.language),
  }));
  // The widget's own title, when the admin gave one, names the list; the section then has no second heading.
  const heading = localized(widget.title, page.language) ? null : strings.chatsHeading;
  return (
    <WidgetSection widget={widget} language={page.language}>
      {heading ? <h2 className="mb-6 font-heading text-3xl leading-tight md:text-4xl">{heading}</h2> : null}
      <div className="min-h-48">
        <ChatRoomIsland contacts={contacts} language={page.language} />
      </div>
    </WidgetSection>
  );
}
