'use client';

import { ChevronDownIcon, LogOutIcon, SettingsIcon, UserIcon } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { toast } from '@/components/ui/toaster';
import { rbacDictionary } from '@/components/rbac/dictionary';
import type { Language } from '@/shared/languages';
import { rbacPaths } from '@/shared/rbac-paths';
import { subjectName, type SubjectSummary } from '@/shared/rbac-subject';
import { logout } from '@/server/actions/session-actions';

/**
 * The signed-in menu: the subject's email (or wallet, or Anonymous) opens its roles, Settings and Log out. Without a
 * subject, or for one without any identity, a Login link to the sign-in method choice shows.
 */
export function SubjectMenu({ language, subject }: { language: Language; subject: SubjectSummary | null }) {
  const t = rbacDictionary(language).common;
  const paths = rbacPaths(language);
  const router = useRouter();
  const [leaving, setLeaving] = useState(false);

  const login = (
    <Button asChild variant="outline" size="sm">
      <Link href={paths.selectMethod}>{t.login}</Link>
    </Button>
  );
  if (!subject) return login;

  async function signOut() {
    setLeaving(true);
    const result = await logout();
    if (!result.ok) {
      setLeaving(false);
      toast.error(result.message);
      return;
    }
    router.push(paths.home);
    router.refresh();
  }

  const name = subjectName(subject, t.anonymous);
  return (
    <div className="flex items-center gap-2">
      {subject.identities.length === 0 ? login : null}
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="sm" className="max-w-[9.5rem] sm:max-w-xs" data-testid="subject-menu">
            <UserIcon aria-hidden="true" />
            <span className="truncate">{name}</span>
            <ChevronDownIcon aria-hidden="true" className="text-muted-foreground" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-64">
          <DropdownMenuLabel className="truncate font-semibold">{name}</DropdownMenuLabel>
          {/* Plain text, not list or group roles: a menu may own only its items, groups of items and separators. */}
          <div className="px-2 pb-2">
            <div className="pb-1.5 text-xs text-muted-foreground">{t.roles}</div>
            {subject.roles.length ? (
              <div className="flex flex-wrap gap-1">
                {subject.roles.map((role) => (
                  <Badge key={role.id} variant="secondary">
                    {role.title}
                  </Badge>
                ))}
              </div>
            ) : (
              <div className="text-sm text-muted-foreground">{t.noRoles}</div>
            )}
          </div>
          <DropdownMenuSeparator />
          <DropdownMenuItem asChild>
            <Link href={paths.settings}>
              <SettingsIcon aria-hidden="true" />
              {t.settings}
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem disabled={leaving} onSelect={() => void signOut()}>
            <LogOutIcon aria-hidden="true" />
            {t.logout}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
