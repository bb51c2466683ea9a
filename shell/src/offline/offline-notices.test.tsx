import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@pawapuri/shared';
import { renderWithShell } from '../testing/render-with-shell';
import { OfflineBanner } from './offline-banner';
import { UpdateNotice } from './update-notice';
import { offerUpdate, resetUpdate } from './update-available';

function setOnline(online: boolean) {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(async () => {
  cleanup();
  jest.restoreAllMocks();
  resetUpdate();
  await initI18n().changeLanguage('en');
});

describe('OfflineBanner', () => {
  it('appears when the connection goes and leaves when it returns', () => {
    renderWithShell(<OfflineBanner />, '/jal-mandir');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    setOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent('You are offline — showing saved pages.');
    expect(screen.getByRole('status')).not.toHaveTextContent('need a connection');
    setOnline(true);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says on a keeper page, in Hindi too, that it needs a connection', async () => {
    renderWithShell(<OfflineBanner />, '/hi/analytics');
    setOnline(false);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'आप ऑफ़लाइन हैं — सहेजे गए पृष्ठ दिखाए जा रहे हैं।',
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'प्रबंधकों के पृष्ठों के लिए कनेक्शन चाहिए।',
    );
  });
});

describe('UpdateNotice', () => {
  it('offers a new version with a Reload button reached by the keyboard', async () => {
    const apply = jest.fn();
    renderWithShell(<UpdateNotice />, '/');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => offerUpdate(apply));
    expect(screen.getByRole('status')).toHaveTextContent('A new version is available');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Reload' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('keeps a waiting new shell over a remote’s update, which a reload alone would not apply', () => {
    const takeNewShell = jest.fn();
    const reloadOnly = jest.fn();
    renderWithShell(<UpdateNotice />, '/');
    act(() => offerUpdate(takeNewShell));
    act(() => offerUpdate(reloadOnly));
    screen.getByRole('button', { name: 'Reload' }).click();
    expect(takeNewShell).toHaveBeenCalled();
    expect(reloadOnly).not.toHaveBeenCalled();
  });
});
