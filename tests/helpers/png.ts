/** A PNG's size from its header (IHDR, the first chunk); refuses bytes that are not a PNG. */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  if (bytes.subarray(1, 4).toString('latin1') !== 'PNG' || bytes.subarray(12, 16).toString('latin1') !== 'IHDR')
    throw new Error('not a PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}
