import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { EntityTable } from '@/components/admin/table/entity-table';
import { ModelBrowser } from '@/components/admin/model-browser';
import { entityPathOf } from '@/shared/admin/entity-summary';
import { rbacPaths } from '@/shared/rbac-paths';
import { withReturnTo } from '@/shared/return-to';
import { adminVisitor } from '@/server/admin/admin-access';

interface AdminPageProps {
  params: Promise<{ path?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The admin screen asked for, as a path with its query: where the sign-in page brings the visitor back to. */
async function askedFor({ params, searchParams }: AdminPageProps): Promise<string> {
  const { path = [] } = await params;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(await searchParams))
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) query.append(name, one);
  const search = query.toString();
  return `/admin${path.map((segment) => `/${encodeURIComponent(segment)}`).join('')}${search ? `?${search}` : ''}`;
}

/**
 * The entity the path names, null for the model browser. A visitor whose roles permit no entity is sent to the
 * sign-in page, which brings them back to the screen they asked for.
 */
async function summaryOf(props: AdminPageProps) {
  const { summaries, language } = await adminVisitor();
  if (!summaries.length) redirect(withReturnTo(rbacPaths(language).signIn, await askedFor(props)));
  const { path = [] } = await props.params;
  if (!path.length) return null;
  const summary = path.length === 2 ? summaries.find((candidate) => candidate.path === entityPathOf(path)) : undefined;
  // An entity that does not exist, or that the visitor may not manage, is not there for them.
  if (!summary) notFound();
  return summary;
}

export async function generateMetadata(props: AdminPageProps): Promise<Metadata> {
  const summary = await summaryOf(props);
  return { title: summary ? `${summary.name} (${summary.module})` : 'Models' };
}

/** `/admin`: the model browser; `/admin/{module}/{plural}`: that entity's table, with the browser beside it. */
export default async function AdminPage(props: AdminPageProps) {
  const summary = await summaryOf(props);
  if (!summary)
    return (
      <main className="mx-auto w-full max-w-3xl flex-1 p-4 sm:p-6">
        <h1 className="mb-4 text-2xl font-semibold tracking-tight">Models</h1>
        <ModelBrowser />
      </main>
    );
  return (
    <div className="flex flex-1">
      <aside className="sticky top-14 hidden h-[calc(100svh-3.5rem)] w-72 shrink-0 overflow-y-auto border-r bg-background p-3 lg:block">
        <ModelBrowser compact current={summary.path} />
      </aside>
      <main className="min-w-0 flex-1 p-4 sm:p-6">
        <nav aria-label="Breadcrumb" className="mb-1 text-sm text-muted-foreground">
          <Link href="/admin" className="hover:text-foreground hover:underline">
            Models
          </Link>{' '}
          / {summary.module}
        </nav>
        <h1 className="mb-4 text-2xl font-semibold tracking-tight">{summary.name}</h1>
        <EntityTable path={summary.path} />
      </main>
    </div>
  );
}
