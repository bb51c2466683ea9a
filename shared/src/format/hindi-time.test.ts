import { hindiDayPart, hindiTime, hindiTimeRange, twelveHourClock } from './hindi-time';

describe('Hindi times', () => {
  it('names the part of the day at its edges', () => {
    expect(
      ['03:59', '04:00', '11:59', '12:00', '15:59', '16:00', '20:59', '21:00', '00:00'].map(
        hindiDayPart,
      ),
    ).toEqual(['रात', 'सुबह', 'सुबह', 'दोपहर', 'दोपहर', 'शाम', 'शाम', 'रात', 'रात']);
  });

  it('writes the 12-hour clock, whole hours without :00', () => {
    expect(['05:30', '12:00', '17:30', '00:15', '23:05'].map(twelveHourClock)).toEqual([
      '5:30',
      '12',
      '5:30',
      '12:15',
      '11:05',
    ]);
  });

  it('writes a time and a span as a Hindi sentence does', () => {
    expect(hindiTime('17:30')).toBe('शाम 5:30 बजे');
    expect(hindiTimeRange('17:30', '20:30')).toBe('शाम 5:30 से 8:30 बजे तक');
    expect(hindiTimeRange('15:00', '21:00')).toBe('दोपहर 3 से रात 9 बजे तक');
    expect(hindiTimeRange('05:30', '11:30')).toBe('सुबह 5:30 से 11:30 बजे तक');
    expect(hindiTimeRange('06:00', '12:00')).toBe('सुबह 6 से दोपहर 12 बजे तक');
  });
});
