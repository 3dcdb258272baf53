import { quote } from '../../db/sql';
import { announcingFunctionSql } from './content-changes';

/*
 * Page content kept in tables that are no page content (what projects raised lives in orders and payments:
 * docs/decisions/0054), which 0015's content triggers therefore never see. The module that shows it declares which row
 * writes can change it; these row triggers announce those, and only those, on the content channel, whoever writes
 * (so a payment empties the cached pages and tells open ones, while a visitor's cart announces nothing). Ensured after
 * the migrations, as the content and live triggers are. The module owns the rule, the platform the announcing.
 */

/** A row write that may change the content: `UPDATE OF "status"` or `DELETE` on a table, when a row-level WHEN holds. */
export interface ContentWatch {
  table: string;
  events: string;
  /** On OLD and NEW, as a trigger's WHEN reads them (no subquery). */
  when: string;
}

/** Content a module shows from private tables, named for its triggers (`platform_<name>_changed`), and its watches. */
export interface WatchedContent {
  name: string;
  watches: readonly ContentWatch[];
}

/** The triggers (one function per content) that announce the watched writes. Idempotent. */
export function watchedContentTriggersSql(watched: readonly WatchedContent[]): string {
  return watched
    .flatMap(({ name, watches }) => {
      const watcher = `platform_${name}_changed`;
      return [
        announcingFunctionSql(watcher),
        ...watches.map(
          ({ table, events, when }) =>
            `CREATE OR REPLACE TRIGGER ${quote(`${watcher}_${events.split(' ')[0]!.toLowerCase()}`)} AFTER ${events} ON ${quote(table)} FOR EACH ROW WHEN (${when}) EXECUTE FUNCTION ${watcher}()`,
        ),
      ];
    })
    .join(';\n');
}
