import { isWrittenIn, writtenStylesheetsPlugin } from './written-stylesheets-plugin';

const hook = writtenStylesheetsPlugin().beforePreloadRemote;
type HookArgs = Parameters<NonNullable<typeof hook>>[0];
type Operations = HookArgs['preloadOps'];

const WRITTEN = 'http://localhost:3001/36.b8c8f669.css';
const OTHER = 'http://localhost:3001/722.a9bfb187.css';

beforeEach(() => {
  document.head.innerHTML = `<style data-href="${WRITTEN}">p{}</style>`;
});

test('knows the stylesheets the server wrote into the page', () => {
  expect(isWrittenIn(WRITTEN)).toBe(true);
  expect(isWrittenIn(OTHER)).toBe(false);
});

test('keeps the runtime from linking a stylesheet the page already carries', async () => {
  const operations = [{ nameOrAlias: 'remote_content' }] as Operations;
  await hook?.({ preloadOps: operations } as HookArgs);
  const filter = operations[0]?.filter;
  expect(filter?.(WRITTEN)).toBe(false);
  expect(filter?.(OTHER)).toBe(true);
});

test('keeps any filter the operation had', async () => {
  const operations = [
    { nameOrAlias: 'remote_content', filter: (url: string) => !url.endsWith('.js') },
  ] as Operations;
  await hook?.({ preloadOps: operations } as HookArgs);
  expect(operations[0]?.filter?.('http://localhost:3001/routes.js')).toBe(false);
  expect(operations[0]?.filter?.(OTHER)).toBe(true);
});
