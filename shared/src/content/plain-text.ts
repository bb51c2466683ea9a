/**
 * Content prose (plain text or the small Markdown subset) as one line of
 * plain text, for a page's meta description and sharing tags: links keep
 * their words, emphasis marks and list dashes go, and every run of blank
 * space (paragraph breaks included) becomes one space.
 */
export function plainText(prose: string): string {
  return prose
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\*{1,2}([^*]+)\*{1,2}/g, '$1')
    .replace(/^- /gm, '')
    .replace(/\s+/g, ' ')
    .trim();
}
