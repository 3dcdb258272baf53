// Runs in the browser before any page code (Next.js's instrumentation-client). Zod compiles object parsers with
// `new Function` where it may, and probes for that when its first object schema is built: the pages' policy allows no
// eval, so the probe would be refused and reported. In the browser Zod parses without compiling; the server keeps it.
// Zod keeps its configuration on this global, shared by every copy of it and read when a schema is built; setting it
// here rather than through `config()` from 'zod/v4/core' keeps Zod (7 KB gzip) out of pages that never parse.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
