import type { WidgetProps } from '../types';
import { SubjectOverview, urlSubject } from './subject-overview';

/** `subject-overview-default`: the subject of the url, its profile's title, subtitle and description. */
export async function SubjectOverviewDefault({ widget, page }: WidgetProps) {
  const subject = await urlSubject(page);
  return subject ? <SubjectOverview widget={widget} page={page} subject={subject} /> : null;
}
