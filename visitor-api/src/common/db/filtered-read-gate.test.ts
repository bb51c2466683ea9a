import { FilteredReadGate, FilteredReadsBusyError } from './filtered-read-gate';

/** A read that runs until the test lets it finish, and says when it started. */
function heldRead() {
  let finish!: () => void;
  let started!: () => void;
  const running = new Promise<void>((resolve) => (started = resolve));
  const done = new Promise<void>((resolve) => (finish = resolve));
  const read = async () => {
    started();
    await done;
    return 'read';
  };
  return { read, running, finish };
}

describe('the filtered read gate', () => {
  it('runs up to its limit, queues a few, refuses the rest, then runs the queued one', async () => {
    const gate = new FilteredReadGate({ concurrency: 1, queue: 1, waitMs: 60_000 });
    const first = heldRead();
    const second = heldRead();
    const firstResult = gate.run(first.read);
    await first.running;
    let secondStarted = false;
    void second.running.then(() => (secondStarted = true));
    const secondResult = gate.run(second.read);
    await expect(gate.run(async () => 'third')).rejects.toBeInstanceOf(FilteredReadsBusyError);
    expect(secondStarted).toBe(false);
    first.finish();
    await expect(firstResult).resolves.toBe('read');
    await second.running;
    second.finish();
    await expect(secondResult).resolves.toBe('read');
    // Both places are free again.
    await expect(gate.run(async () => 'later')).resolves.toBe('later');
  });

  it('refuses a queued read that waited too long, with a retry delay', async () => {
    const gate = new FilteredReadGate({ concurrency: 1, queue: 4, waitMs: 50 });
    const first = heldRead();
    const firstResult = gate.run(first.read);
    await first.running;
    const refused = await gate.run(async () => 'late').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(FilteredReadsBusyError);
    expect((refused as FilteredReadsBusyError).retryAfterSeconds).toBe(1);
    first.finish();
    await firstResult;
    await expect(gate.run(async () => 'after')).resolves.toBe('after');
  });

  it('frees its place when a read fails', async () => {
    const gate = new FilteredReadGate({ concurrency: 1, queue: 0, waitMs: 1_000 });
    await expect(gate.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    await expect(gate.run(async () => 'next')).resolves.toBe('next');
  });
});
