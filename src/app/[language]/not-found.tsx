import { NotFoundView } from '@/components/site/not-found-view';

/** A url with no page, or whose record segment names no record: a 404 with the site's look. */
export default function NotFound() {
  return <NotFoundView />;
}
