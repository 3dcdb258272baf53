import { localized } from '@/shared/localized-text';
import { topicsDictionary } from '@/components/notification/dictionary';
import { WidgetSection } from '../shared/widget-section';
import type { WidgetProps } from '../types';
import { TopicsSubscriptionIsland } from './topics-subscription-island';

/**
 * `topics-subscription-default`: the foundation's newsletters to subscribe to. The page is cached for everyone, so the
 * server renders only the widget's own words; the island reads the visitor in the browser: a signed-in one ticks the
 * topics offered, anyone else is invited to sign in or register first.
 */
export function TopicsSubscriptionDefault({ widget, page }: WidgetProps) {
  // The widget's own title, when the admin gave one, heads the section; else the form's name does.
  const heading = localized(widget.title, page.language) ? null : topicsDictionary(page.language).newsletters;
  return (
    <WidgetSection widget={widget} language={page.language}>
      <div className="max-w-3xl" data-testid="topics-subscription">
        {heading ? <h2 className="mb-6 font-heading text-3xl leading-tight md:text-4xl">{heading}</h2> : null}
        <div className="min-h-24">
          <TopicsSubscriptionIsland language={page.language} />
        </div>
      </div>
    </WidgetSection>
  );
}
