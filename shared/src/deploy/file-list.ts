/**
 * A version's file list: the SHA-384 digest (as a subresource-integrity
 * value) of every file a browser or a server may use from a deployed
 * version folder: its manifest, remote entry, chunks, stylesheets, images
 * and server build. A deploy writes it into the version folder, and the
 * signed pointer carries the list's own digest (`files`), so one signature
 * covers every byte of the version.
 */

/** The list's name in a version folder. */
export const FILE_LIST = 'integrity.json';

/** What a pointer says of the list: its file (relative to the manifest's folder) and digest. */
export interface FileListPointer {
  path: string;
  integrity: string;
}

/** The list: each file's path (relative to the version folder, '/'-separated) and its digest. */
export interface FileList {
  algorithm: 'sha384';
  files: Record<string, string>;
}

/** Files a list leaves out: the list itself, source maps and compressed copies of listed files. */
export function isListed(file: string): boolean {
  return file !== FILE_LIST && !/\.(map|gz|br)$/.test(file);
}

const DIGEST = /^sha384-[A-Za-z0-9+/]{64}$/;
const RELATIVE_PATH = /^(?!\/)(?!.*(^|\/)\.\.?(\/|$))[\w./@+-]+$/;

/** Whether `value` is a pointer's `files` field: the list's path and a SHA-384 digest. */
export function isFileListPointer(value: unknown): value is FileListPointer {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { path, integrity } = value as Record<string, unknown>;
  return (
    typeof path === 'string' &&
    RELATIVE_PATH.test(path) &&
    typeof integrity === 'string' &&
    DIGEST.test(integrity)
  );
}

/** The list's text as a deploy writes it: the same files always give the same bytes. */
export function fileListText(files: Record<string, string>): string {
  const sorted = Object.keys(files)
    .sort()
    .map((file) => [file, files[file]]);
  return `${JSON.stringify({ algorithm: 'sha384', files: Object.fromEntries(sorted) }, null, 1)}\n`;
}

/** The list in `text`, or the reason it cannot be used. */
export function parseFileList(text: string): { list: FileList } | { problem: string } {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { problem: 'it is not JSON' };
  }
  const fields = body as Record<string, unknown> | null;
  if (!fields || typeof fields !== 'object' || fields.algorithm !== 'sha384')
    return { problem: 'it is not a SHA-384 file list' };
  const files = fields.files;
  if (!files || typeof files !== 'object' || Array.isArray(files))
    return { problem: 'it lists no files' };
  for (const [file, digest] of Object.entries(files)) {
    if (!RELATIVE_PATH.test(file)) return { problem: `"${file}" is not a path inside the version` };
    if (typeof digest !== 'string' || !DIGEST.test(digest))
      return { problem: `the digest of ${file} is not a SHA-384 integrity value` };
  }
  return { list: { algorithm: 'sha384', files: files as Record<string, string> } };
}
