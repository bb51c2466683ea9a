import type { PageDescription } from '../types/remote';

/**
 * A remote's description (or a remotes.json entry) as the browser reads it:
 * menus, footer, which remote owns which page, and each page's heading and
 * description (the document title, meta description and h1 after a move to
 * another page say what the server's head says). The other sharing and
 * search fields (share images, artwork, places) are for the page heads the
 * shell's server writes; in the browser they would only add weight, to every
 * page's JavaScript and HTML. Every other field is kept as it is.
 */
export function browserDescription<Description extends { pages: PageDescription[] }>(
  description: Description,
): Description {
  return {
    ...description,
    pages: description.pages.map(({ path, title, heading, description, footer, keeper }) => ({
      path,
      title,
      ...(heading === undefined ? {} : { heading }),
      ...(description === undefined ? {} : { description }),
      ...(footer === undefined ? {} : { footer }),
      ...(keeper === undefined ? {} : { keeper }),
    })),
  };
}
