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
  document.head.querySelector('meta[name="pawapuri-saved-copy"]')?.remove();
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
      'व्यवस्थापकों के पृष्ठों के लिए कनेक्शन चाहिए।',
    );
  });
});

describe('OfflineBanner on a saved copy', () => {
  /** As the service worker writes it into a page it answers from its cache. */
  function savedCopyOf(iso: string) {
    const meta = document.createElement('meta');
    meta.name = 'pawapuri-saved-copy';
    meta.content = iso;
    document.head.append(meta);
  }

  it('says when the copy shown was saved, in India’s time', () => {
    savedCopyOf('2026-11-25T18:45:00.000Z');
    renderWithShell(<OfflineBanner />, '/jal-mandir');
    setOnline(false);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('You are offline — showing saved pages.');
    expect(status).toHaveTextContent(
      'This copy was saved on 26 November 2026 at 00:15, India time.',
    );
    setOnline(true);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says it in Hindi on a Hindi page', async () => {
    savedCopyOf('2026-11-26T09:00:00.000Z');
    renderWithShell(<OfflineBanner />, '/hi/jal-mandir');
    setOnline(false);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'यह प्रति 26 नवंबर 2026 को 14:30 बजे (भारतीय समय) सहेजी गई थी।',
    );
  });

  it('says nothing of a saved time on a page the network gave', () => {
    renderWithShell(<OfflineBanner />, '/jal-mandir');
    setOnline(false);
    expect(screen.getByRole('status')).not.toHaveTextContent('This copy was saved');
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
