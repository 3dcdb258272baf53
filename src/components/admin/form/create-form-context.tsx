'use client';

import { createContext, useContext } from 'react';
import type { Row } from '../entity-api';

/** A create form to open in a dialog of its own: what a relation select asks for with "Create new…". */
export interface CreateFormRequest {
  /** The entity to create a record of, `/api/host/widgets`. */
  path: string;
  title: string;
  closeLabel: string;
  /** After the save; the dialog then closes. */
  onCreated(record: Row): void;
  /** Where the focus goes once the dialog has closed (what opened it may be gone, a popover). */
  onCloseAutoFocus(): void;
}

export interface CreateForms {
  openCreateForm(request: CreateFormRequest): void;
}

/**
 * Opens create forms without importing the form: the form's inputs include the relation select, so the select
 * importing the form would close an import circle. The dialogs are rendered by CreateFormDialogs, high up.
 */
export const CreateFormContext = createContext<CreateForms | null>(null);

export function useCreateForms(): CreateForms {
  const forms = useContext(CreateFormContext);
  if (!forms) throw new Error('useCreateForms() is used outside CreateFormDialogs');
  return forms;
}
