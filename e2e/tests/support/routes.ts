import { listRemotes } from '../../../tooling/site-remotes';

/** Every remote of the site, as its remote.json describes it. */
const REMOTES = listRemotes().map((remote) => remote.description);

/** Every page of the site, from every remote's remote.json. */
export const SITE_PAGES = REMOTES.flatMap((remote) => remote.pages.map((page) => page.path));

/** The pages one remote serves. */
export function pagesOf(name: string): string[] {
  const remote = REMOTES.find((candidate) => candidate.name === name);
  if (!remote) throw new Error(`No remote-*/remote.json names ${name}`);
  return remote.pages.map((page) => page.path);
}
