import type { NavEntry, PageDescription } from './remote-description';

/*
 * The rules of remote.json across fields, which its schema cannot say; pure
 * functions, so the browser checks them without the schema library.
 */

/** Nav entries without a title of their own whose path is not one of the pages. */
function untitled(entries: NavEntry[], pages: PageDescription[], at: string): string[] {
  return entries.flatMap((entry, index) => [
    ...(entry.title || pages.some((page) => page.path === entry.path)
      ? []
      : [`${at}/${index}/title: needed, as ${entry.path} is not one of the pages`]),
    ...untitled(entry.children ?? [], pages, `${at}/${index}/children`),
  ]);
}

/** A page's place gives both coordinates of its point or neither. */
const halfPoints = (pages: PageDescription[]): string[] =>
  pages.flatMap((page, index) =>
    page.place && (page.place.latitude === undefined) !== (page.place.longitude === undefined)
      ? [`pages/${index}/place: latitude and longitude come together or not at all`]
      : [],
  );

/** The rules across fields, once every field has its shape. */
export const crossFieldProblems = (value: {
  pages: PageDescription[];
  nav: NavEntry[];
}): string[] => [...halfPoints(value.pages), ...untitled(value.nav, value.pages, 'nav')];
