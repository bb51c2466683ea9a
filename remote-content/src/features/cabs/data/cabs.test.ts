import { DESTINATIONS, estimateFare } from './cabs';

describe('cab data', () => {
  it('keeps the distances in km from Pawapuri, both roads to Rajgir, Gaya as the crow flies', () => {
    expect(DESTINATIONS.map((d) => [d.key, d.km, d.measure])).toEqual([
      ['nalanda', 19, 'road'],
      ['rajgirDirect', 19, 'road'],
      ['rajgirViaBiharSharif', 38, 'road'],
      ['patna', 101, 'road'],
      ['gaya', 64, 'straightLine'],
      ['bodhgaya', 90, 'road'],
    ]);
  });

  it('rounds estimated fares to 50 rupees', () => {
    expect(estimateFare(101, 12)).toBe(1200);
    expect(estimateFare(19, 10)).toBe(200);
  });
});
