import { handleApiRouteInNext } from '@/server/next-api';

// The API routes that only Next.js can serve (their procedures declare `servedBy: 'next'`, e.g. revalidation);
// the API server answers every other /api path itself and never hands it here.
export const GET = handleApiRouteInNext;
export const POST = handleApiRouteInNext;
export const PUT = handleApiRouteInNext;
export const PATCH = handleApiRouteInNext;
export const DELETE = handleApiRouteInNext;
