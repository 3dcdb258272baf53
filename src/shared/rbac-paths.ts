import type { Language } from '@/shared/languages';

const AUTHENTICATION = 'rbac/subject/authentication';

/** The accounts pages' addresses in a language (the spec's routes, behind the /{language} prefix). */
export function rbacPaths(language: Language) {
  const root = `/${language}`;
  return {
    /** Where a logout lands, and a sign-in or a registration with no page to return to (shared/return-to.ts). */
    home: root,
    selectMethod: `${root}/${AUTHENTICATION}/select-method`,
    signIn: `${root}/${AUTHENTICATION}/email-and-password`,
    registration: `${root}/${AUTHENTICATION}/email-and-password/registration`,
    forgotPassword: `${root}/${AUTHENTICATION}/email-and-password/forgot-password`,
    resetPassword: `${root}/${AUTHENTICATION}/email-and-password/reset-password`,
    wallet: `${root}/${AUTHENTICATION}/ethereum-virtual-machine`,
    settings: `${root}/rbac/subjects/settings`,
  };
}

export type RbacPaths = ReturnType<typeof rbacPaths>;

/** The same page in another language: the first path segment swapped. */
export function inLanguage(pathname: string, language: Language): string {
  const [, , ...rest] = pathname.split('/');
  return ['', language, ...rest].join('/');
}
