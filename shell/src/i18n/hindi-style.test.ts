import { faults, strings } from '@pawapuri/shared/i18n/hindi-style-rules';
import { SAVED_COPY_TEXT } from '../offline/saved-copy-text';
import { hi } from './hi';

describe('the shell’s Hindi keeps the style note', () => {
  it('in its catalog and the saved-copy page', () => {
    const texts = strings({ hi, saved: SAVED_COPY_TEXT.hi }, 'shell');
    expect(texts.length).toBeGreaterThan(20);
    expect(faults(texts)).toEqual([]);
  });
});
