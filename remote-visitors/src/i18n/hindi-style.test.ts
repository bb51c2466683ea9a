import { faults, strings } from '@pawapuri/shared/i18n/hindi-style-rules';
import { contentHi } from './content-hi';
import { goalsHi } from './goals-hi';
import { hi } from './hi';
import { notesHi } from './notes-hi';

describe('the keeper pages’ Hindi keeps the style note', () => {
  it('in every catalog', () => {
    const texts = strings({ hi, contentHi, goalsHi, notesHi }, 'visitors');
    expect(texts.length).toBeGreaterThan(20);
    expect(faults(texts)).toEqual([]);
  });
});
