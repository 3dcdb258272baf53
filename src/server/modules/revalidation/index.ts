import { revalidationProcedures } from './revalidation.procedures';

/** Revalidation has no entities: its procedures form a group of their own, at `/api/revalidation/…`. */
export const revalidationModule = revalidationProcedures;
