import { readInlinedRemotes } from './inlined-remotes';

/** A page whose head carries `text` the way the server inlines remotes.json. */
function inline(text: string): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'remotes';
  script.textContent = text;
  document.head.append(script);
}

afterEach(() => {
  document.head.innerHTML = '';
  jest.restoreAllMocks();
});

describe('readInlinedRemotes', () => {
  it('is null, quietly, when the page has no inlined copy (a plain static host)', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(readInlinedRemotes()).toBeNull();
    expect(error).not.toHaveBeenCalled();
  });

  it('reads the inlined object, with its escapes turned back into characters', () => {
    inline(
      '{"remote_content":"http://localhost:3001/mf-manifest.json?a=1\\u0026b=\\u003c/script\\u003e"}',
    );
    expect(readInlinedRemotes()).toEqual({
      remote_content: 'http://localhost:3001/mf-manifest.json?a=1&b=</script>',
    });
  });

  it('is null and logs why when the inlined copy is not valid JSON', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    inline('{"remote_content": ');
    expect(readInlinedRemotes()).toBeNull();
    expect(error).toHaveBeenCalledWith(
      'The remotes.json inlined in the page is not valid JSON; fetching /remotes.json instead.',
      expect.any(SyntaxError),
    );
  });

  it('is null and logs why when the inlined copy is not an object of remotes', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    inline('["remote_content"]');
    expect(readInlinedRemotes()).toBeNull();
    expect(error).toHaveBeenCalledWith(
      'The remotes.json inlined in the page must be a JSON object of remotes; fetching /remotes.json instead.',
    );
  });
});
