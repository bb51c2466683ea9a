/**
 * @jest-environment node
 */
import { renderOnServerAndHydrate } from '../testing/server-render';
import { useHydrated } from './use-hydrated';

function Probe() {
  return <p>{useHydrated() ? 'hydrated' : 'server'}</p>;
}

describe('useHydrated', () => {
  it('is false on the server and while hydrating, then true', async () => {
    const { html, errors, container } = await renderOnServerAndHydrate(<Probe />);
    expect(html).toBe('<p>server</p>');
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('hydrated');
  });
});
