import { serverCaller } from '@/server/caller';
import { registry } from '@/server/registry/generated';

/** Until the public site lands: the home page's own record, read through the server-side caller, and what the API serves. */
export default async function HomePage() {
  const api = await serverCaller();
  const home = await api.host.pages.findByUrl({ url: '/' });
  const siteTitle = home?.pagesToMetadata[0]?.metadata.title ?? home?.title;
  return (
    <main style={{ maxWidth: 960, margin: '0 auto', padding: '2rem 1rem' }}>
      {siteTitle ? <p data-testid="site-title">{siteTitle}</p> : null}
      <h1 style={{ fontSize: '1.75rem' }}>Platform API</h1>
      <p>
        Every entity is served at{' '}
        <code>
          /api/{'{module}'}/{'{entity-plural}'}
        </code>{' '}
        (REST) and through the typed tRPC client at <code>/api/trpc</code>; the whole route table is described at{' '}
        <a href="/api/openapi.json">
          <code>/api/openapi.json</code>
        </a>
        .
      </p>
      {Object.values(registry).map((entities) => {
        const list = Object.values(entities);
        const module = list[0]!.module;
        return (
          <section key={module}>
            <h2 style={{ fontSize: '1.15rem', marginTop: '1.5rem' }}>{module}</h2>
            <ul className="entity-list">
              {list.map((entity) => (
                <li key={entity.path}>
                  <a href={entity.path}>
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
