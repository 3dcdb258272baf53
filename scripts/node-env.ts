// Imported first by serve.ts, before Next.js loads and wraps the global Date: the drivers' date parsers keep Node's own
// constructor (src/server/db/native-date.ts).
import '../src/server/db/native-date';

// Next.js sets NODE_ENV only when its server starts, but React's modules choose their development or production build
// when first imported. A letter drawn on the server (React Email) would otherwise mix the development JSX runtime with
// the production renderer and fail ("dispatcher.getOwner is not a function").
(process.env as Record<string, string | undefined>).NODE_ENV ??= process.argv.includes('--dev') ? 'development' : 'production';

export {};
