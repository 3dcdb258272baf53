import 'server-only';
import type { Database } from '../db/database';
import { serverRuntime } from '../runtime';

/** The database the server opened, for widgets' reads (through module services). The visitor plays no part: pages are cached for all. */
export const siteDatabase = (): Database => serverRuntime().db;
