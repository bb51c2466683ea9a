import { SEED_CONTENT } from '@pawapuri/shared/content/seed';
import { festivalAnnotations } from './festival-annotations';

describe('festival annotations', () => {
  const festivals = [
    {
      ...SEED_CONTENT.festivals[0]!,
      id: 'paryushan',
      name: { en: 'Paryushan', hi: 'पर्युषण' },
      occurrences: [
        { start: '2026-09-01', end: '2026-09-08', verified: true },
        { start: '2027-08-20', verified: false },
      ],
    },
  ];

  it('names each occurrence overlapping the range, on its first day, with its last', () => {
    expect(
      festivalAnnotations({ festivals }, { from: '2026-09-05', to: '2027-12-31' }, 'hi'),
    ).toEqual([
      {
        id: 'festival:paryushan:2026-09-01',
        day: '2026-09-01',
        lastDay: '2026-09-08',
        text: 'पर्युषण',
        kind: 'festival',
      },
      { id: 'festival:paryushan:2027-08-20', day: '2027-08-20', text: 'पर्युषण', kind: 'festival' },
    ]);
  });

  it('leaves out what ends before or starts after the range', () => {
    expect(
      festivalAnnotations({ festivals }, { from: '2026-09-09', to: '2027-08-19' }, 'en'),
    ).toEqual([]);
  });
});
