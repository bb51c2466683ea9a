/** @jest-environment node */
import { renderSlots } from './render-slots';

test('past the slots a render is refused (null) until one finishes, failed or not', async () => {
  const inSlot = renderSlots(1);
  let finish = () => {};
  const first = inSlot(() => new Promise<string>((resolve) => (finish = () => resolve('first'))));
  await expect(inSlot(async () => 'second')).resolves.toBeNull();
  finish();
  await expect(first).resolves.toBe('first');
  await expect(inSlot(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
  await expect(inSlot(async () => 'third')).resolves.toBe('third');
});
