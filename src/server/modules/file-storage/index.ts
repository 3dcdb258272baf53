import { remoteFileProcedures } from './remote-files.procedures';

/** The file-storage module's own procedures, merged by the app router beside each entity's generic ones. */
export const fileStorageProcedures = {
  files: { ...remoteFileProcedures() },
};
