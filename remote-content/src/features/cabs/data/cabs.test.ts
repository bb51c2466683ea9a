import { CAB_SERVICES, DESTINATIONS, estimateFare } from './cabs';

describe('cab data', () => {
  it('lists the five cab services in display order', () => {
    expect(CAB_SERVICES.map((cab) => cab.type)).toEqual([
      'auto',
      'sedan',
      'jeep',
      'suv',
      'erickshaw',
    ]);
  });

  it('keeps the road distances in km from Pawapuri', () => {
    expect(DESTINATIONS.map((d) => [d.key, d.km])).toEqual([
      ['nalanda', 19],
      ['rajgir', 38],
      ['patna', 101],
      ['gaya', 78],
      ['bodhgaya', 90],
    ]);
  });

  it('rounds estimated fares to 50 rupees', () => {
    expect(estimateFare(101, 12)).toBe(1200);
    expect(estimateFare(19, 10)).toBe(200);
  });
});
