import { NotFoundView } from '@/components/site/not-found-view';

/** A 404 outside the site's pages (an accounts page in a language the site has not): the site's look, no frame. */
export default function NotFound() {
  return (
    <main id="main" className="flex min-h-svh items-center">
      <NotFoundView />
    </main>
  );
}
