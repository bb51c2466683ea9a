import { useEffect, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n, registerCatalog } from './setup';
import { RenderLanguage, useTranslation } from './use-translation';

const i18n = initI18n();

beforeAll(() => registerCatalog('hook-ns', { en: { title: 'Temples' }, hi: { title: 'मंदिर' } }));
afterEach(() => act(() => i18n.changeLanguage('en')));

function Title({ onT }: { onT?: (t: unknown) => void }) {
  const { t } = useTranslation('hook-ns');
  const [clicks, setClicks] = useState(0);
  useEffect(() => {
    onT?.(t);
  }, [onT, t]);
  return (
    <button type="button" onClick={() => setClicks(clicks + 1)}>
      {t('title')} {clicks}
    </button>
  );
}

describe('useTranslation', () => {
  it('renders again in the new language when the page switches', async () => {
    render(<Title />);
    expect(screen.getByRole('button')).toHaveTextContent('Temples 0');
    await act(() => i18n.changeLanguage('hi'));
    expect(screen.getByRole('button')).toHaveTextContent('मंदिर 0');
  });

  it('keeps the same t across renders until the strings change', async () => {
    const seen: unknown[] = [];
    render(<Title onT={(t) => seen.push(t)} />);
    await userEvent.click(screen.getByRole('button'));
    await userEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('Temples 2');
    expect(seen).toHaveLength(1);
  });

  it("takes a render's own language over the page's", () => {
    render(
      <RenderLanguage language="hi">
        <Title />
      </RenderLanguage>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('मंदिर 0');
    expect(i18n.language).toBe('en');
  });

  it('shows strings that arrive after the first render', async () => {
    let deliver: (strings: Record<string, unknown>) => void = () => undefined;
    function Late() {
      const { t } = useTranslation('late-ns');
      return <p>{t('word')}</p>;
    }
    const ready = registerCatalog('late-ns', {
      en: () => new Promise((resolve) => (deliver = resolve)),
      hi: { word: 'देर' },
    });
    render(<Late />);
    expect(screen.getByText('word')).toBeInTheDocument();
    await act(async () => {
      deliver({ word: 'Late' });
      await ready;
    });
    expect(screen.getByText('Late')).toBeInTheDocument();
  });
});
