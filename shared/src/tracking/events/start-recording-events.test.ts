import { startRecordingEvents } from './start-recording-events';
import type { PageEvent } from './event-of-element';

function start() {
  const recorded: PageEvent[] = [];
  const sendQueued = jest.fn(() => Promise.resolve());
  const stop = startRecordingEvents(document, {
    record: (event) => recorded.push(event),
    sendQueued,
  });
  return { recorded, sendQueued, stop };
}

/** MutationObserver callbacks run as microtasks. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('startRecordingEvents', () => {
  it('records one event per tap, even when the page stops the click from bubbling', () => {
    document.body.innerHTML = '<div id="page"><a href="tel:0611">call</a></div>';
    document.getElementById('page')!.addEventListener('click', (e) => e.stopPropagation());
    const { recorded, stop } = start();
    document.querySelector('a')!.addEventListener('click', (e) => e.preventDefault());
    document.querySelector('a')!.click();
    document.querySelector('a')!.click();
    expect(recorded).toEqual([
      { name: 'call', properties: { number: '0611' } },
      { name: 'call', properties: { number: '0611' } },
    ]);
    stop();
    document.querySelector('a')!.click();
    expect(recorded).toHaveLength(2);
  });

  it('records a marked view once when it is shown, and again for a new one', async () => {
    document.body.innerHTML =
      '<section data-event-view="not-found" data-event-path="/first"></section>';
    const { recorded, stop } = start();
    expect(recorded).toEqual([{ name: 'not-found', properties: { path: '/first' } }]);
    document.body.append(document.createElement('p'));
    await settle();
    expect(recorded).toHaveLength(1);
    document.body.innerHTML =
      '<main><section data-event-view="not-found" data-event-path="/second"></section></main>';
    await settle();
    expect(recorded.map((e) => e.properties.path)).toEqual(['/first', '/second']);
    stop();
  });

  it('sends the queued events at start and when the connection comes back', () => {
    const { sendQueued, stop } = start();
    expect(sendQueued).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('online'));
    expect(sendQueued).toHaveBeenCalledTimes(2);
    stop();
    window.dispatchEvent(new Event('online'));
    expect(sendQueued).toHaveBeenCalledTimes(2);
  });
});
