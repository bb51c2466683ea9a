/**
 * @jest-environment node
 */
import { renderOnServerAndHydrate } from '@pawapuri/shared/testing/server-render';
import { SiteContentContext, type PublishedContent } from '@pawapuri/shared';
import { act } from 'react';
import { donationItem } from '../../../test-content';
import { DonatePage } from './donate-page';

/** The seed with the given donation details published. */
async function render(donation: PublishedContent['donation'], language: 'en' | 'hi' = 'en') {
  const { SEED_CONTENT } = await import('@pawapuri/shared');
  const content = { ...SEED_CONTENT, version: 3, donation };
  return renderOnServerAndHydrate(
    <SiteContentContext.Provider value={{ content, renderedAt: Date.now() }}>
      <DonatePage />
    </SiteContentContext.Provider>,
    { path: '/donate', language },
  );
}

/** The server's HTML as the browser's DOM writes it back, to compare with the hydrated page. */
function asParsed(html: string): string {
  const parsed = document.createElement('div');
  parsed.innerHTML = html;
  return parsed.innerHTML;
}

describe('DonatePage rendered on the server', () => {
  it('names the verified published payee in the server’s HTML and keeps it when hydrated', async () => {
    const { html, errors, container } = await render(donationItem());
    expect(errors).toEqual([]);
    expect(html).toContain('Shri Pawapuri Tirth Trust — UPI ID pawapuritrust@sbi');
    expect(html).not.toContain('data-testid="donate-sample"');
    const payee = container.querySelector('[data-testid="donate-payee"]');
    expect(payee?.textContent).toBe('Shri Pawapuri Tirth Trust — UPI ID pawapuritrust@sbi');
    expect(container.innerHTML).toBe(asParsed(html));
  });

  it.each(['en', 'hi'] as const)(
    'labels the sample in the server’s HTML (%s), the same once hydrated',
    async (language) => {
      const { html, errors, container } = await render(
        donationItem({ verified: false, verifiedOn: null }),
        language,
      );
      expect(errors).toEqual([]);
      const label = language === 'hi' ? 'नमूना' : 'Sample';
      expect(html).toContain(`data-testid="donate-sample"`);
      expect(html).toContain(`<strong>${label}<!-- -->:</strong>`);
      expect(html).not.toContain('upi://');
      const note = container.querySelector('[data-testid="donate-sample"]');
      expect(note?.textContent?.startsWith(`${label}: `)).toBe(true);
      await act(async () => undefined);
      expect(container.innerHTML).toBe(asParsed(html));
    },
  );
});
