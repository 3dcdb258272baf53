/** @type {import('next').NextConfig} */
const nextConfig = {
  // Database drivers stay plain Node modules: PGlite loads its WASM from its own folder.
  serverExternalPackages: ['@electric-sql/pglite', 'pglite-prisma-adapter', 'pg', '@prisma/adapter-pg', '@prisma/client'],
  poweredByHeader: false,
};

export default nextConfig;
