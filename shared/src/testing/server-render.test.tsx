/**
 * @jest-environment node
 */
import { useState } from 'react';
import { renderOnServerAndHydrate } from './server-render';
import { useTranslation } from '../i18n/use-translation';
import { useHydrated } from '../hooks/use-hydrated';

function Deterministic() {
  const { t } = useTranslation();
  return (
    <h1>
      {t('retry')} {useHydrated() ? 'after' : 'before'}
    </h1>
  );
}

function ReadsWindowInRender() {
  return <p>{typeof window === 'undefined' ? 'server' : 'browser'}</p>;
}

function ReadsStorageInRender() {
  return <p>{localStorage.getItem('x')}</p>;
}

describe('renderOnServerAndHydrate', () => {
  it('renders on the server in the given language and hydrates without an error', async () => {
    const { html, errors, container } = await renderOnServerAndHydrate(<Deterministic />, {
      language: 'hi',
    });
    expect(html).toBe('<h1>फिर से कोशिश करें<!-- --> <!-- -->before</h1>');
    expect(errors).toEqual([]);
    // Rendered again after hydration.
    expect(container.textContent).toBe('फिर से कोशिश करें after');
  });

  it('reports a render that differs between server and browser', async () => {
    const { html, errors } = await renderOnServerAndHydrate(<ReadsWindowInRender />);
    expect(html).toBe('<p>server</p>');
    expect(errors.join('\n')).toMatch(/hydration: .*server rendered/i);
  });

  it('reports a server render that reads browser globals', async () => {
    const { errors } = await renderOnServerAndHydrate(<ReadsStorageInRender />, {
      browser: (window) => window.localStorage.setItem('x', 'stored'),
    });
    expect(errors.join('\n')).toMatch(/server: localStorage is not defined/);
  });

  it('takes the browser globals away after each test', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });
});

function PicksAtRandom() {
  const [coin] = useState(() => Math.random());
  return <p>{coin < 0.5 ? 'heads' : 'tails'}</p>;
}

describe('random output', () => {
  it('always differs between the server and the browser', async () => {
    const { errors } = await renderOnServerAndHydrate(<PicksAtRandom />);
    expect(errors.join('\n')).toMatch(/hydration: /);
  });
});
