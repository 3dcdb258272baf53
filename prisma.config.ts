import { defineConfig } from 'prisma/config';

// The CLI reads only the schema folder from here: migrations are created and applied by
// scripts/migrations (see docs/decisions/0002-migrations-without-native-engine.md).
export default defineConfig({ schema: 'prisma/schema' });
