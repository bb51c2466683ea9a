/** The upload types keepers may send, and the format sharp reads each as. */
export const UPLOAD_TYPES = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
} as const;

export type UploadType = keyof typeof UPLOAD_TYPES;

const startsWith = (bytes: Buffer, at: number, text: string) =>
  bytes.subarray(at, at + text.length).toString('latin1') === text;

/**
 * What a file's first bytes say it is: JPEG, PNG, WebP, HEIC/HEIF (which is
 * refused by name: the prebuilt image library does not read it), or unknown.
 */
export function sniffType(bytes: Buffer): UploadType | 'image/heic' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'image/jpeg';
  }
  if (startsWith(bytes, 0, '\x89PNG\r\n\x1a\n')) return 'image/png';
  if (startsWith(bytes, 0, 'RIFF') && startsWith(bytes, 8, 'WEBP')) return 'image/webp';
  if (startsWith(bytes, 4, 'ftyp')) {
    const brand = bytes.subarray(8, 12).toString('latin1');
    if (/^(heic|heix|hevc|hevx|heim|heis|mif1|msf1)$/.test(brand)) return 'image/heic';
  }
  return null;
}
