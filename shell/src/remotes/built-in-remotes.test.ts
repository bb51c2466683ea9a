import { BUILT_IN_REMOTES_ID, readBuiltInRemotes } from './built-in-remotes';

/** A page whose head carries `text` the way index.html carries the built-in remotes. */
function page(text: string | null): Document {
  const doc = document.implementation.createHTMLDocument('');
  if (text !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = BUILT_IN_REMOTES_ID;
    script.textContent = text;
    doc.head.append(script);
  }
  return doc;
}

afterEach(() => jest.restoreAllMocks());

describe('readBuiltInRemotes', () => {
  it('reads the list index.html carries, its escapes turned back into characters', () => {
    const list = readBuiltInRemotes(
      page(
        '\n [{"name":"remote_content","pages":[{"path":"/","title":{"en":"A \\u003c B","hi":"अ"}}],"nav":[]}]\n',
      ),
    );
    expect(list).toEqual([
      { name: 'remote_content', pages: [{ path: '/', title: { en: 'A < B', hi: 'अ' } }], nav: [] },
    ]);
  });

  it.each([
    ['no list', null],
    ['a list that is not JSON', '[{"name": '],
    ['JSON that is not a list', '{"remote_content": {}}'],
  ])('is empty and says so when the page has %s', (_case, text) => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(readBuiltInRemotes(page(text))).toEqual([]);
    expect(error).toHaveBeenCalledWith(
      'The page has no list of the remotes the shell was built with (#built-in-remotes); menus wait for remotes.json.',
    );
  });
});
