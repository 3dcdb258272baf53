/** The platform's modules, in the spec's words; each has one schema file `prisma/schema/<module>.prisma`. */
export const MODULES = [
  'host',
  'website-builder',
  'blog',
  'crm',
  'rbac',
  'social',
  'file-storage',
  'ecommerce',
  'billing',
  'notification',
  'startup',
  'analytic',
  'agent',
  'broadcast',
] as const;

export type ModuleName = (typeof MODULES)[number];
