import type { Metadata } from 'next';
import { NotFoundView } from '@/components/site/not-found-view';

/** The tab's title in either language. */
export const metadata: Metadata = { title: '404' };

/** A url with no page, or whose record segment names no record: the 404 page, inside the site's frame. */
export default function NotFound() {
  return <NotFoundView />;
}
