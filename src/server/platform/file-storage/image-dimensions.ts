/** Width and height in pixels, as the image's header states them. */
export interface ImageDimensions {
  width: number;
  height: number;
}

/** How many of a file's first bytes `imageDimensions` is given: enough for a JPEG whose EXIF comes first. */
export const IMAGE_HEADER_BYTES = 256 * 1024;

const ascii = (bytes: Buffer, start: number, end: number) => bytes.toString('latin1', start, end);

function png(bytes: Buffer): ImageDimensions | undefined {
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return undefined;
  if (ascii(bytes, 12, 16) !== 'IHDR') return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function gif(bytes: Buffer): ImageDimensions | undefined {
  if (bytes.length < 10 || !/^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return undefined;
  return { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
}

function webp(bytes: Buffer): ImageDimensions | undefined {
  if (bytes.length < 16 || ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 12) !== 'WEBP') return undefined;
  switch (ascii(bytes, 12, 16)) {
    case 'VP8 ': // lossy: a key frame's start code, then 14-bit sizes
      if (bytes.length < 30 || bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return undefined;
      return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
    case 'VP8L': {
      // lossless: a signature byte, then 14-bit sizes less one
      if (bytes.length < 25 || bytes[20] !== 0x2f) return undefined;
      const bits = bytes.readUInt32LE(21);
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
    }
    case 'VP8X': // extended: 24-bit canvas sizes less one
      if (bytes.length < 30) return undefined;
      return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
    default:
      return undefined;
  }
}

/** Start-of-frame markers (SOF0 to SOF15 but DHT, JPG and DAC), which hold the frame's size. */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);

function jpeg(bytes: Buffer): ImageDimensions | undefined {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      at += 2; // markers without a segment
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return undefined; // end of image, or the scan before any frame
    const length = bytes.readUInt16BE(at + 2);
    if (length < 2) return undefined;
    if (isStartOfFrame(marker)) {
      if (at + 9 > bytes.length) return undefined;
      return { width: bytes.readUInt16BE(at + 7), height: bytes.readUInt16BE(at + 5) };
    }
    at += 2 + length;
  }
  return undefined;
}

/**
 * The size of a PNG, JPEG, GIF or WebP image from its first bytes (IMAGE_HEADER_BYTES of them), or undefined for any
 * other file, a header cut short, or a size of zero. A JPEG's EXIF orientation is not applied: the stored size is given.
 */
export function imageDimensions(header: Buffer): ImageDimensions | undefined {
  const found = png(header) ?? gif(header) ?? webp(header) ?? jpeg(header);
  return found && found.width > 0 && found.height > 0 ? found : undefined;
}

/** The MIME type of a PNG, JPEG, GIF or WebP image from its first bytes, for a server that did not say. */
export function imageType(header: Buffer): string | undefined {
  if (png(header)) return 'image/png';
  if (gif(header)) return 'image/gif';
  if (header.length >= 12 && ascii(header, 0, 4) === 'RIFF' && ascii(header, 8, 12) === 'WEBP') return 'image/webp';
  if (header.length >= 3 && header[0] === 0xff && header[1] === 0xd8 && header[2] === 0xff) return 'image/jpeg';
  return undefined;
}
