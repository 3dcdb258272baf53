import { serverCaller } from '@/server/caller';
import { registry } from '@/server/registry/generated';

/** Until the public site lands: the home page's own record, read through the server-side caller, and what the API serves. */
export default async function HomePage() {
  const api = await serverCaller();
  const home = await api.host.pages.findByUrl({ url: '/' });
  const siteTitle = home?.pagesToMetadata[0]?.metadata.title ?? home?.title;
  return (
    <main className="mx-auto max-w-[960px] px-4 py-8 leading-normal">
      {siteTitle ? (
        <p data-testid="site-title" className="my-4">
          {siteTitle}
        </p>
      ) : null}
      <h1 className="my-5 text-[1.75rem] font-bold">Platform API</h1>
      <p className="my-4">
        Every entity is served at{' '}
        <code>
          /api/{'{module}'}/{'{entity-plural}'}
        </code>{' '}
        (REST) and through the typed tRPC client at <code>/api/trpc</code>; the whole route table is described at{' '}
        <a href="/api/openapi.json" className="underline underline-offset-2">
          <code>/api/openapi.json</code>
        </a>
        .
      </p>
      {Object.values(registry).map((entities) => {
        const list = Object.values(entities);
        const module = list[0]!.module;
        return (
          <section key={module}>
            <h2 className="mt-6 mb-3 text-[1.15rem] font-bold">{module}</h2>
            <ul className="list-disc pl-5 [overflow-wrap:anywhere] sm:columns-2">
              {list.map((entity) => (
                <li key={entity.path}>
                  <a href={entity.path} className="underline underline-offset-2">
                    <code>{entity.path}</code>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </main>
  );
}
