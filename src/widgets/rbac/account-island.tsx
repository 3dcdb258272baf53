'use client';

import dynamic from 'next/dynamic';

/*
 * The navbar's account entry (sign-in, or the signed-in menu), loaded in the browser only: the cached page is the
 * same for every visitor and cannot know who is signed in; its code (the menu, the session store) stays out of the
 * page's first JavaScript.
 */
export const AccountMenu = dynamic(() => import('@/components/rbac/subject-menu').then((module) => module.SubjectMenu), {
  ssr: false,
});

/** The same in the phone's full-screen menu. */
export const AccountMenuItems = dynamic(
  () => import('@/components/rbac/subject-menu').then((module) => module.SubjectMenuItems),
  { ssr: false },
);
