import Link from 'next/link';
import { buttonVariants } from '@/components/ui/button-variants';
import { localized } from '@/shared/localized-text';
import { WidgetSection } from '@/widgets/shared/widget-section';
import { rbacPaths } from '@/shared/rbac-paths';
import type { WidgetProps } from '../types';
import { socialWidgetDictionary } from './dictionary';

/**
 * `chat-list-default`: the signed-in subject's chats. The social module's chat routes
 * (`GET /api/rbac/subjects/{id}/social-module/profiles/{profileId}/chats`) do not exist yet, so the widget says where
 * the chats will be and offers the sign-in. The same for every visitor: the page is cached for all, so the server
 * cannot tell who is signed in; once the routes exist, a client island reads the chats in the browser.
 */
export function ChatListDefault({ widget, page }: WidgetProps) {
  const strings = socialWidgetDictionary(page.language);
  // The widget's own title, when the admin gave one, names the list; the section then has no second heading.
  const heading = localized(widget.title, page.language) ? null : strings.chatsHeading;
  return (
    <WidgetSection widget={widget} language={page.language}>
      <div className="max-w-3xl rounded-xl border bg-card p-6 text-card-foreground shadow-sm" data-testid="social-chat-list">
        {heading ? <h2 className="mb-3 font-heading text-2xl leading-tight">{heading}</h2> : null}
        <p className="text-muted-foreground">{strings.chatsNotice}</p>
        <p className="mt-4 flex flex-wrap items-center gap-3">
          <span>{strings.signInPrompt}</span>
          <Link
            href={rbacPaths(page.language).selectMethod}
            className={buttonVariants({ size: 'sm' })}
            data-testid="social-chat-list-sign-in"
          >
            {strings.signIn}
          </Link>
        </p>
      </div>
    </WidgetSection>
  );
}
