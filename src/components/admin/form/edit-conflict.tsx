'use client';

import { TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useAdminWords } from '../admin-context';

/**
 * What a save that met a newer version says (the server's 409): the record changed after this form loaded it, and
 * the person chooses plainly whose version stays. Nothing was written.
 */
export function EditConflict({ onReload, onOverwrite }: { onReload(): void; onOverwrite(): void }) {
  const words = useAdminWords().form;
  return (
    <div role="alert" className="grid gap-3 rounded-md border border-amber-500/50 bg-amber-50 p-3 text-sm text-amber-950">
      <p className="flex gap-2">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          <strong className="font-semibold">{words.conflictTitle}</strong> {words.conflictText}
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={onReload}>
          {words.loadTheirs}
        </Button>
        <Button size="sm" variant="destructive" onClick={onOverwrite}>
          {words.overwrite}
        </Button>
      </div>
    </div>
  );
}
