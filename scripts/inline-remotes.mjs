// Puts the current remotes.json into the shell's index.html, so the shell
// knows where its remotes are without waiting for another request.

/** The element the shell reads first (shell/src/remotes/inlined-remotes.ts). */
export const INLINED_REMOTES_ID = 'remotes';

/**
 * JSON that is safe inside a <script> element: "<", ">" and "&" (which could
 * close the element or open a comment) and the two line separators become
 * \u escapes, which JSON.parse reads back as the same characters.
 */
export function scriptSafeJson(json) {
  return json.replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** index.html with `remotesJson` (a JSON text) inlined at the end of its head. */
export function inlineRemotes(html, remotesJson) {
  const script = `<script type="application/json" id="${INLINED_REMOTES_ID}">${scriptSafeJson(remotesJson)}</script>`;
  if (!html.includes('</head>'))
    throw new Error('index.html has no </head> to inline remotes.json before');
  return html.replace('</head>', () => `${script}</head>`);
}
