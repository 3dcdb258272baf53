import { fileURLToPath } from 'node:url';

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Database drivers stay plain Node modules: PGlite loads its WASM from its own folder.
  // resvg is a native addon, and satori with it is loaded only where the server draws an image (receipts).
  serverExternalPackages: [
    '@electric-sql/pglite',
    'pglite-prisma-adapter',
    'pg',
    '@prisma/adapter-pg',
    '@prisma/client',
    '@resvg/resvg-js',
    'satori',
  ],
  poweredByHeader: false,
  // Rendered pages are kept by our handler, which drops them when the database announces a write to what they show
  // (docs/decisions/0015). Its own memory cache only, so Next.js keeps no second copy.
  cacheHandler: fileURLToPath(new URL('./src/server/platform/page-cache/next-cache-handler.mjs', import.meta.url)),
  cacheMaxMemorySize: 0,
  images: {
    // The shipped photos are resized JPEGs: browsers get AVIF or WebP made from them, and the JPEG where neither fits.
    formats: ['image/avif', 'image/webp'],
    deviceSizes: [640, 828, 1080, 1280, 1920],
    imageSizes: [64, 128, 256, 384],
    minimumCacheTTL: 86400,
    // Only the shipped photos: the optimiser fetches without the visitor's cookies and keeps what it made for a day, so
    // an uploaded file (private, or deleted since) must never go through it.
    localPatterns: [{ pathname: '/site/**' }],
  },
};

export default nextConfig;
