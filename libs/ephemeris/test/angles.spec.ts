import { NAKSHATRA_NAMES, nakshatraOf, norm180, norm360, RASHI_NAMES, signedDiffDeg, signOf } from '../src';

describe('angles', () => {
  it('norm360 maps into [0, 360), also for values that round to 360', () => {
    expect(norm360(-1e-15)).toBe(0);
    expect(norm360(360)).toBe(0);
    expect(norm360(-30)).toBe(330);
    expect(norm360(725)).toBe(5);
    expect(norm180(190)).toBe(-170);
    expect(norm180(180)).toBe(180);
  });

  it('signedDiffDeg is the short way round', () => {
    expect(signedDiffDeg(10, 350)).toBe(20);
    expect(signedDiffDeg(350, 10)).toBe(-20);
    expect(signedDiffDeg(0, 180)).toBe(180);
  });
});

describe('zodiac divisions (CONTRACT names)', () => {
  it('signs', () => {
    expect(RASHI_NAMES).toHaveLength(12);
    expect(signOf(0)).toEqual({ index: 0, name: 'Mesha' });
    expect(signOf(29.999999)).toEqual({ index: 0, name: 'Mesha' });
    expect(signOf(30)).toEqual({ index: 1, name: 'Vrishabha' });
    expect(signOf(359.9999)).toEqual({ index: 11, name: 'Meena' });
    expect(signOf(-0.5)).toEqual({ index: 11, name: 'Meena' });
  });

  it('nakshatras and padas (13°20′ each, padas of 3°20′)', () => {
    expect(NAKSHATRA_NAMES).toHaveLength(27);
    expect(nakshatraOf(0)).toEqual({ index: 0, name: 'Ashwini', pada: 1 });
    expect(nakshatraOf(10)).toEqual({ index: 0, name: 'Ashwini', pada: 4 });
    expect(nakshatraOf(13.34)).toEqual({ index: 1, name: 'Bharani', pada: 1 });
    expect(nakshatraOf(180)).toEqual({ index: 13, name: 'Chitra', pada: 3 });
    expect(nakshatraOf(359.99)).toEqual({ index: 26, name: 'Revati', pada: 4 });
  });
});
