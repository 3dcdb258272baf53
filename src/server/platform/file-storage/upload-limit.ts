/**
 * The largest file the server takes: a multipart upload's whole body (the REST adapter refuses more with a 413), and a
 * file fetched from a remote address for a file record (`POST /api/file-storage/files/create-from-url`).
 */
export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;
