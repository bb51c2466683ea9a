import { faults, strings } from '@pawapuri/shared/i18n/hindi-style-rules';
import { hi } from './hi';
import { imageEditorHi } from './image-editor.hi';

describe('the tools’ Hindi keeps the style note', () => {
  it('in every catalog', () => {
    const texts = strings({ hi, imageEditorHi }, 'tools');
    expect(texts.length).toBeGreaterThan(20);
    expect(faults(texts)).toEqual([]);
  });
});
