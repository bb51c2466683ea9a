import { crc32 } from 'node:zlib';
import type { HostileCase } from './hostile-cases';
import { AUTH_REFUSED, KEEPER_ORIGIN, MARKER, ownerCalls } from './hostile-request';

const PHOTOS = '/api/keepers/media/photos';
const BOUNDARY = `----${MARKER}boundary`;
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

/** A multipart body of these files (name, type, bytes), as a browser sends it. */
function multipart(files: { name: string; type: string; bytes: Buffer }[], fields = ''): Buffer {
  const parts = files.map((file) =>
    Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    ]),
  );
  return Buffer.concat([Buffer.from(fields), ...parts, Buffer.from(`--${BOUNDARY}--\r\n`)]);
}

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A PNG whose header claims 30 000 × 30 000 pixels: an image bomb of a few dozen bytes. */
function pngBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30_000, 0);
  header.writeUInt32BE(30_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'),
    chunk('IHDR', header),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The start of a JPEG (SOI, JFIF) and nothing after: a cut-short upload. */
const CUT_JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffdb0043', 'hex');
const HEIC = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic')]);

/**
 * The photograph uploads and the stored files: files that are not what they
 * say, an image bomb, a cut-short file, HEIC, a JSON body, fields it does not
 * know, no credentials; the media files by unknown and crafted names.
 */
export function photoCases(adminToken: string): HostileCase[] {
  const { asOwner, call } = ownerCalls(adminToken);
  const owner = { ...asOwner, 'content-type': MULTIPART };
  const upload = (name: string, body: Buffer, expect: HostileCase['expect'] = 'refuse') =>
    call('keeper photos', name, 'POST', PHOTOS, expect, body, owner);
  const media = (name: string, path: string) =>
    call('media', name, 'GET', `/api/media${path}`, 'refuse', undefined, {});

  return [
    upload(
      'text as a JPEG',
      multipart([{ name: 'a.jpg', type: 'image/jpeg', bytes: Buffer.from(MARKER) }]),
    ),
    upload(
      'a PNG bomb (30 000 × 30 000)',
      multipart([{ name: 'b.png', type: 'image/png', bytes: pngBomb() }]),
    ),
    upload(
      'a PNG sent as a JPEG',
      multipart([{ name: 'c.jpg', type: 'image/jpeg', bytes: pngBomb() }]),
    ),
    upload('a cut-short JPEG', multipart([{ name: 'd.jpg', type: 'image/jpeg', bytes: CUT_JPEG }])),
    upload('a HEIC photograph', multipart([{ name: 'e.heic', type: 'image/heic', bytes: HEIC }])),
    upload(
      'an SVG',
      multipart([
        { name: 'f.svg', type: 'image/svg+xml', bytes: Buffer.from(`<svg onload="${MARKER}"/>`) },
      ]),
    ),
    upload(
      'a file name of ../',
      multipart([{ name: '../../etc/passwd', type: 'image/png', bytes: pngBomb() }]),
    ),
    upload(
      'an unknown field',
      multipart(
        [],
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${MARKER}"\r\n\r\n1\r\n`,
      ),
    ),
    upload(
      'an unknown category',
      multipart(
        [],
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="category"\r\n\r\n${MARKER}\r\n`,
      ),
    ),
    upload('no file at all', multipart([])),
    upload('a broken multipart body', Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form`)),
    call('keeper photos', 'JSON instead of multipart', 'POST', PHOTOS, 'refuse', { files: MARKER }),
    call('keeper photos', 'no credentials', 'POST', PHOTOS, AUTH_REFUSED, multipart([]), {
      origin: KEEPER_ORIGIN,
      'content-type': MULTIPART,
    }),
    call('keeper photos', 'the usage (valid)', 'GET', '/api/keepers/media/usage', 'accept'),
    media('an unknown photograph', `/${'0'.repeat(32)}-320.jpg`),
    media('raw ../ in the name', '/../../visitor-api/data/visitors.db'),
    media('encoded ../ in the name', '/..%2F..%2Fpackage.json'),
    media('a name of 8 KB', `/${MARKER.repeat(2_000)}.jpg`),
  ];
}
