import type { Metadata } from 'next';
import Link from 'next/link';
import { TRPCError } from '@trpc/server';
import { notFound, redirect } from 'next/navigation';
import { ADMIN_DICTIONARY } from '@/components/admin/admin-dictionary';
import { AdminMenu } from '@/components/admin/admin-menu';
import { AdminHeading, EntityBreadcrumb } from '@/components/admin/admin-page-heading';
import { AdminDashboard } from '@/components/admin/dashboard/admin-dashboard';
import { buttonVariants } from '@/components/ui/button-variants';
import { PrefetchedEntityTable } from '@/components/admin/table/prefetched-entity-table';
import { ModelBrowser } from '@/components/admin/model-browser';
import { entityName, moduleName } from '@/components/admin/registry-words';
import { requestedAdminPath, signInReturningTo } from '@/shared/admin/admin-language';
import { ALL_MODELS_PATH, entityPathOf } from '@/shared/admin/entity-summary';
import { periodOfQuery } from '@/shared/dashboard-period';
import { rbacPaths } from '@/shared/rbac-paths';
import { serverCaller } from '@/server/caller';
import { adminVisitor } from '@/server/admin/admin-access';

interface AdminPageProps {
  params: Promise<{ path?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** `/admin/models`: every entity by module, link tables too (the menu lists only those with a place in it). */
const ALL_MODELS = ALL_MODELS_PATH.split('/').slice(2);

const isAllModels = (path: readonly string[]) => path.length === 1 && path[0] === ALL_MODELS[0];

/** `/admin/menu`: the menu by the team's tasks, one click from the dashboard. */
const MENU_PATH = '/admin/menu';
const isMenu = (path: readonly string[]) => path.length === 1 && path[0] === MENU_PATH.split('/')[2];

/** A visitor who manages some records but whose roles do not permit the dashboard's route sees it empty. */
const forbiddenAsNull = (error: unknown): null => {
  if (error instanceof TRPCError && error.code === 'FORBIDDEN') return null;
  throw error;
};

async function summaryOf(params: AdminPageProps['params']) {
  const { path = [] } = await params;
  if (!path.length || isAllModels(path) || isMenu(path)) return null;
  const { summaries } = await adminVisitor();
  const summary = path.length === 2 ? summaries.find((candidate) => candidate.path === entityPathOf(path)) : undefined;
  // An entity that does not exist, or that the visitor may not manage, is not there for them.
  if (!summary) notFound();
  return summary;
}

export async function generateMetadata({ params }: AdminPageProps): Promise<Metadata> {
  const { interfaceLanguage, summaries } = await adminVisitor();
  if (!summaries.length) return {};
  const summary = await summaryOf(params);
  const words = ADMIN_DICTIONARY[interfaceLanguage];
  const { path = [] } = await params;
  if (!summary)
    return { title: isAllModels(path) ? words.menu.allModels : isMenu(path) ? words.menu.label : words.dashboard.title };
  return {
    title: `${entityName(summary.path, interfaceLanguage, 'plural')} (${moduleName(summary.module, interfaceLanguage)})`,
  };
}

/**
 * `/admin`: the dashboard, with the menu beside it; `/admin/menu`: the menu, by the team's tasks; `/admin/models`: every
 * entity by module; `/admin/{module}/{plural}`: that entity's table, with the menu beside it.
 */
export default async function AdminPage({ params, searchParams }: AdminPageProps) {
  const { summaries, signedInAs, interfaceLanguage, language } = await adminVisitor();
  if (!summaries.length) {
    // A signed-in subject without rights is told so by the layout; anyone else signs in and comes back here.
    if (signedInAs !== null) return null;
    const { path = [] } = await params;
    redirect(signInReturningTo(rbacPaths(interfaceLanguage).signIn, requestedAdminPath(path, await searchParams)));
  }
  const summary = await summaryOf(params);
  const { path = [] } = await params;
  if (!summary && !path.length) {
    const period = periodOfQuery(await searchParams, new Date());
    const figures = await (
      await serverCaller()
    ).analytic.dashboard
      .read({ from: period.from, to: period.to })
      .catch(forbiddenAsNull);
    const words = ADMIN_DICTIONARY[interfaceLanguage];
    return (
      <div className="flex flex-1">
        <aside className="sticky top-14 hidden h-[calc(100svh-3.5rem)] w-72 shrink-0 overflow-y-auto border-r bg-background p-3 lg:block">
          <AdminMenu compact />
        </aside>
        <main className="min-w-0 flex-1 p-4 sm:p-6">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
            <h1 className="text-2xl font-semibold tracking-tight">{words.dashboard.title}</h1>
            <Link href={MENU_PATH} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              {words.dashboard.toMenu}
            </Link>
          </div>
          {figures ? (
            <AdminDashboard figures={figures} period={period} language={interfaceLanguage} />
          ) : (
            <p>{words.dashboard.nothingToShow}</p>
          )}
        </main>
      </div>
    );
  }
  if (!summary) {
    const allModels = isAllModels(path);
    return (
      <main className="mx-auto w-full max-w-3xl flex-1 p-4 sm:p-6">
        <AdminHeading allModels={allModels} />
        {allModels ? <ModelBrowser /> : <AdminMenu />}
      </main>
    );
  }
  return (
    <div className="flex flex-1">
      <aside className="sticky top-14 hidden h-[calc(100svh-3.5rem)] w-72 shrink-0 overflow-y-auto border-r bg-background p-3 lg:block">
        <AdminMenu compact current={summary.path} />
      </aside>
      <main className="min-w-0 flex-1 p-4 sm:p-6">
        <EntityBreadcrumb summary={summary} />
        <h1 className="mb-4 text-2xl font-semibold tracking-tight">{entityName(summary.path, interfaceLanguage, 'plural')}</h1>
        <PrefetchedEntityTable path={summary.path} query={await searchParams} language={language} />
      </main>
    </div>
  );
}
