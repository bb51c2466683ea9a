import type { PageDescription } from '../types/remote';

/**
 * A remote's description (or a remotes.json entry) as the browser reads it:
 * menus, footer and which remote owns which page. A page's heading and
 * description reach it from its remote's own remote.json (`RemotePages`), and
 * the other sharing and search fields (share images, artwork, places) are for
 * the page heads the shell's server writes: in the browser they would only
 * add weight, to every page's JavaScript (the descriptions the shell is built
 * with) and to every page's HTML (the remotes.json the server writes into
 * it). Every other field is kept as it is.
 */
export function browserDescription<Description extends { pages: PageDescription[] }>(
  description: Description,
): Description {
  return {
    ...description,
    pages: description.pages.map(({ path, title, footer, keeper }) => ({
      path,
      title,
      ...(footer === undefined ? {} : { footer }),
      ...(keeper === undefined ? {} : { keeper }),
    })),
  };
}
