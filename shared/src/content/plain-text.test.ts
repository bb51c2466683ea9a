import { plainText } from './plain-text';

describe('plainText', () => {
  it('keeps the words of the Markdown subset on one line', () => {
    expect(
      plainText(
        'The **white** marble *Jal Mandir*.\n\n- No fee.\n- See [the trust](https://example.org/t).',
      ),
    ).toBe('The white marble Jal Mandir. No fee. See the trust.');
  });

  it('leaves plain text as it is, a script tag included, for the head to escape', () => {
    expect(plainText('Jal Mandir <script>x</script>')).toBe('Jal Mandir <script>x</script>');
  });
});
