'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AdminProvider, type AdminSettings } from './admin-context';
import { CommandPalette } from './command-palette/command-palette';
import { CreateFormDialogs } from './form/create-form-dialogs';

/**
 * What every admin screen shares: one query cache, the entities the visitor may manage, the dialogs of create forms
 * and the command palette.
 */
export function AdminProviders({ children, ...settings }: AdminSettings & { children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        // Another admin may change records at any time: refetch on focus, but not within seconds of the last load.
        defaultOptions: { queries: { staleTime: 5_000, retry: 1 } },
      }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <AdminProvider value={settings}>
        <CreateFormDialogs>
          {children}
          <CommandPalette />
        </CreateFormDialogs>
      </AdminProvider>
    </QueryClientProvider>
  );
}
