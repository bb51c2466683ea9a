import { completeContent } from './complete-content';
import { NO_CONTENT, type PublishedContent } from './published-content';
import { SEED_CONTENT } from './seed';

const partial = (value: object) => value as unknown as PublishedContent;

describe('completeContent', () => {
  it('keeps the partial copy’s facts and takes the rest from the complete one', () => {
    const [first, second] = SEED_CONTENT.places;
    const part = partial({
      version: 9,
      places: [{ id: second!.id, name: { en: 'Renamed' } }, { id: first!.id }],
    });
    const whole = completeContent(part, SEED_CONTENT);
    expect(whole.version).toBe(9);
    // Items are matched by id, whatever their order.
    expect(whole.places[0]).toEqual({ ...second, name: { ...second!.name, en: 'Renamed' } });
    expect(whole.places[1]).toEqual(first);
    expect(whole.places).toHaveLength(2);
    expect(whole.stays).toEqual(SEED_CONTENT.stays);
  });

  it('leaves an item the complete copy does not have as the page has it', () => {
    const part = partial({ version: 2, notices: [{ id: 'new', text: { en: 'Bridge closed' } }] });
    const whole = completeContent(part, NO_CONTENT);
    expect(whole.notices).toEqual([{ id: 'new', text: { en: 'Bridge closed' } }]);
    expect(whole.places).toEqual([]);
  });
});
