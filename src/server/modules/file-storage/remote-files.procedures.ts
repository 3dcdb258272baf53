import { z } from 'zod';
import { permissionProcedure } from '../../platform/procedures/init';
import { fileStorageFiles } from '../../../shared/registry/generated/file-storage';
import { createFileFromUrl, remoteFileSettings, remoteUrlProblem, type RemoteFileOptions } from './remote-files.service';

/** The address of the file, then any field of a file record but the file itself (which the fetch fills). */
const createFromUrlInput = z.strictObject({
  data: fileStorageFiles.create.omit({ file: true }).extend({
    url: z
      .string({ error: 'url is required' })
      .max(8192, 'url may be at most 8192 characters')
      .superRefine((url, context) => {
        const problem = remoteUrlProblem(url);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      }),
  }),
});

/**
 * `POST /api/file-storage/files/create-from-url`: a file record of a file fetched from a public http(s) address. A
 * generic write, permitted as the generic create's neighbours are (find-or-create, bulk): a role holding an action on
 * this route or a prefix of it (`/api/file-storage/*`, the administrators' `/api/*`), or the secret key.
 */
export const remoteFileProcedures = (settings: RemoteFileOptions = remoteFileSettings()) => ({
  createFromUrl: permissionProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/file-storage/files/create-from-url',
        status: 201,
        summary: 'Create one of the file-storage files from a file at a public http(s) address (url)',
      },
    })
    .input(createFromUrlInput)
    .mutation(({ ctx, input }) => createFileFromUrl(ctx, input.data, settings)),
});
