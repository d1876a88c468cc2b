import { describe, expect, it } from 'vitest';
import { fitStops, ONE_STOP_ZOOM } from './map-view';

describe('fitStops', () => {
  it('frames nothing without stops', () => {
    expect(fitStops([])).toBeNull();
  });

  it('shows a lone stop at town zoom, not street zoom on a blank background', () => {
    expect(fitStops([{ latitude: 14.6, longitude: 121 }])).toEqual({
      kind: 'center',
      latitude: 14.6,
      longitude: 121,
      zoom: ONE_STOP_ZOOM,
    });
    expect(ONE_STOP_ZOOM).toBeLessThan(15);
  });

  it('fits several stops in the box around them (not a continent-scale view)', () => {
    const fit = fitStops([
      { latitude: 14.6, longitude: 121.0 },
      { latitude: 10.3, longitude: 123.9 },
      { latitude: 16.4, longitude: 120.6 },
    ]);
    expect(fit).toEqual({
      kind: 'bounds',
      bounds: [
        [120.6, 10.3],
        [123.9, 16.4],
      ],
    });
  });

  it('treats stops at the same place as one', () => {
    expect(
      fitStops([
        { latitude: 1, longitude: 2 },
        { latitude: 1, longitude: 2 },
      ])?.kind,
    ).toBe('center');
  });
});
