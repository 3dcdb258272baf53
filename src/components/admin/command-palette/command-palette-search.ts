import type { EntitySummary } from '@/shared/admin/entity-summary';
import type { RegistryNames } from '../registry-words';

/*
 * The pure part of the command palette: which entities a text names, which entity's records it searches and where
 * a chosen record opens. No runtime import of `@/…` here, so unit tests load it as it is.
 */

const words = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

/** Everything an entity may be found by: its and its module's names in the interface language, and its code names. */
const haystack = (summary: EntitySummary, names: RegistryNames) =>
  [
    names.entity(summary.path, 'plural'),
    names.module(summary.module),
    summary.module,
    summary.plural,
    summary.plural.replaceAll('-', ' '),
    summary.model,
  ]
    .join(' ')
    .toLowerCase();

/** The entities whose names (haystack) hold every word of the text (all of them for an empty text). */
export function matchEntities(summaries: readonly EntitySummary[], text: string, names: RegistryNames): EntitySummary[] {
  const needles = words(text);
  return summaries.filter((summary) => {
    const hay = haystack(summary, names);
    return needles.every((needle) => hay.includes(needle));
  });
}

/** The entities grouped by module, modules in the order they first appear. */
export function groupByModule(summaries: readonly EntitySummary[]): { module: string; summaries: EntitySummary[] }[] {
  const groups = new Map<string, EntitySummary[]>();
  for (const summary of summaries) {
    const group = groups.get(summary.module);
    if (group) group.push(summary);
    else groups.set(summary.module, [summary]);
  }
  return [...groups].map(([module, list]) => ({ module, summaries: list }));
}

/** The entity whose table `/admin/{module}/{plural}` is shown at this pathname, if any. */
export function entityAtPathname(pathname: string | null, summaries: readonly EntitySummary[]): EntitySummary | undefined {
  const match = /^\/admin\/([^/]+)\/([^/]+)\/?$/.exec(pathname ?? '');
  if (!match) return undefined;
  const path = `/api/${decodeURIComponent(match[1]!)}/${decodeURIComponent(match[2]!)}`;
  return summaries.find((summary) => summary.path === path);
}

/**
 * The entity a prefix names: `host/pages`, `pages`, `Pages to widgets`, `HostPage`, its name in the interface
 * language (`страницы`); else the one entity it matches.
 */
export function entityNamed(
  prefix: string,
  summaries: readonly EntitySummary[],
  names: RegistryNames,
  preferredModule?: string,
): EntitySummary | undefined {
  const key = prefix.trim().toLowerCase();
  if (!key) return undefined;
  const exact = summaries.filter((summary) =>
    [
      `${summary.module}/${summary.plural}`,
      summary.plural,
      summary.plural.replaceAll('-', ' '),
      names.entity(summary.path, 'plural').toLowerCase(),
      summary.model.toLowerCase(),
    ].includes(key),
  );
  // Two modules may both have `pages`: the one of the screen shown wins.
  if (exact.length) return exact.find((summary) => summary.module === preferredModule) ?? exact[0];
  const matches = matchEntities(summaries, key, names);
  return matches.length === 1 ? matches[0] : undefined;
}

export interface PaletteQuery {
  /** Entities to offer. */
  entities: EntitySummary[];
  /** Whose records to search, and for what; absent when no record search applies. */
  records?: { summary: EntitySummary; text: string };
  /** Plain text of at least EVERYWHERE_MIN_LENGTH characters: searched in every entity's records as well. */
  everywhere?: string;
}

/** The shortest plain text the palette looks for in every entity (one character would match nearly everything). */
export const EVERYWHERE_MIN_LENGTH = 2;

/**
 * Reads the palette's text. `pages: about` searches the records of the entity `pages` for "about" (and offers that
 * entity); any other text lists the entities it matches and, on an entity's table, searches that table's records.
 */
export function parsePaletteQuery(
  text: string,
  summaries: readonly EntitySummary[],
  names: RegistryNames,
  current?: EntitySummary,
): PaletteQuery {
  const prefixed = /^([^:]+):(.*)$/s.exec(text);
  const named = prefixed ? entityNamed(prefixed[1]!, summaries, names, current?.module) : undefined;
  if (named) {
    const search = prefixed![2]!.trim();
    return { entities: [named], ...(search ? { records: { summary: named, text: search } } : {}) };
  }
  const search = text.trim();
  return {
    entities: matchEntities(summaries, search, names),
    ...(current && search ? { records: { summary: current, text: search } } : {}),
    ...(search.length >= EVERYWHERE_MIN_LENGTH ? { everywhere: search } : {}),
  };
}

/** A record the search across entities found (search.records): its entity's path, its id and its label fields. */
export interface FoundRecord {
  path: string;
  id: string;
  record: Record<string, unknown>;
}

/**
 * The records found everywhere, grouped by entity in the order they came, with their entity's summary; those of
 * entities the admin does not show, and those of `except` (the table on screen, whose records are listed apart),
 * are left out.
 */
export function groupFoundRecords(
  found: readonly FoundRecord[],
  summaries: readonly EntitySummary[],
  except?: EntitySummary,
): { summary: EntitySummary; records: (Record<string, unknown> & { id: string })[] }[] {
  const groups = new Map<string, { summary: EntitySummary; records: (Record<string, unknown> & { id: string })[] }>();
  for (const row of found) {
    if (row.path === except?.path) continue;
    const summary = summaries.find((candidate) => candidate.path === row.path);
    if (!summary) continue;
    const group = groups.get(row.path) ?? { summary, records: [] };
    group.records.push({ ...row.record, id: row.id });
    groups.set(row.path, group);
  }
  return [...groups.values()];
}

/** What the palette offers to do beside going somewhere: create a record of the table shown, go to the site, sign out. */
export type PaletteActionKind = 'create' | 'site' | 'sign-out';

export interface PaletteAction {
  kind: PaletteActionKind;
  label: string;
}

/**
 * The actions to offer for the text: all of them for no text, else those whose label holds every word of it
 * (`создать`, `site`, `sign`). Create is offered only on an entity's table, and not where only the product makes its records.
 */
export function paletteActions(
  text: string,
  labels: { create: (entity: string) => string; goToSite: string; signOut: string },
  names: RegistryNames,
  current?: EntitySummary,
): PaletteAction[] {
  const actions: PaletteAction[] = [
    ...(current && !current.createdByProduct
      ? [{ kind: 'create' as const, label: labels.create(names.entity(current.path, 'one')) }]
      : []),
    { kind: 'site', label: labels.goToSite },
    { kind: 'sign-out', label: labels.signOut },
  ];
  const needles = words(text);
  return actions.filter((action) => needles.every((needle) => action.label.toLowerCase().includes(needle)));
}

/** Where a chosen record opens: its entity's table with `?open={id}`, the other query parameters kept. */
export function recordHref(adminPath: string, id: string, search = ''): string {
  const params = new URLSearchParams(search);
  params.set('open', id);
  return `${adminPath}?${params.toString()}`;
}
