/**
 * Hands a downloaded blob to the browser as a file: an object URL on a
 * temporary link with `download`, clicked. The link sits in the document
 * while clicked (older Firefox ignores detached links), and the URL is
 * revoked a moment later (revoking at once can cancel the download there).
 */
export function saveFile(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
