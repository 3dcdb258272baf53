import { registry } from '@/server/registry/generated';

/** Until the public site lands: what the API serves, module by module. */
export default function HomePage() {
  return (
    <main style={{ maxWidth: 960, margin: '0 auto', padding: '2rem 1rem' }}>
      <h1 style={{ fontSize: '1.75rem' }}>Platform API</h1>
      <p>
        Every entity is served at{' '}
        <code>
          /api/{'{module}'}/{'{entity-plural}'}
        </code>{' '}
        (REST) and through the typed tRPC client at <code>/api/trpc</code>.
      </p>
      {Object.values(registry).map((entities) => {
        const list = Object.values(entities);
        const module = list[0]!.module;
        return (
          <section key={module}>
            <h2 style={{ fontSize: '1.15rem', marginTop: '1.5rem' }}>{module}</h2>
            <ul style={{ columns: 2, paddingLeft: '1.25rem' }}>
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
