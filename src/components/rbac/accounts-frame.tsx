import type { ReactNode } from 'react';
import type { Language } from '@/shared/languages';
import { rbacPaths, type RbacPaths } from '@/shared/rbac-paths';
import { SiteFrame } from '@/widgets/site-frame';

/**
 * An accounts page as a page of the site: the site's frame (the home page's navbar with its account entry, and its
 * footer) around the page's content, centred. `page` names the accounts page, so that the navbar's language switch
 * leads to the same page in the other language.
 */
export function AccountsFrame({
  language,
  page,
  children,
}: {
  language: Language;
  page: Exclude<keyof RbacPaths, 'home'>;
  children: ReactNode;
}) {
  const path = rbacPaths(language)[page].slice(`/${language}`.length);
  return (
    <SiteFrame language={language} path={path}>
      <div className="site-container flex flex-col items-center py-10 sm:py-16" data-accounts-page="">
        {children}
      </div>
    </SiteFrame>
  );
}
