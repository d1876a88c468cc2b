import { describe, expect, it } from 'vitest';
import { FIT_MAX_ZOOM, FIT_PADDING, FOCUS_ZOOM, fitStops, initialView, NO_STOPS_ZOOM, ONE_STOP_ZOOM } from './map-view';

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

describe('initialView', () => {
  const luzon = fitStops([
    { latitude: 16.4023, longitude: 120.596 },
    { latitude: 17.5747, longitude: 120.3869 },
  ]);

  it('opens on the stops fitted with their padding, not on the world (its tiles would come first)', () => {
    expect(initialView(luzon, null, null)).toMatchObject({
      bounds: [
        [120.3869, 16.4023],
        [120.596, 17.5747],
      ],
      fitBoundsOptions: { padding: FIT_PADDING, maxZoom: FIT_MAX_ZOOM },
    });
    // where it stays if the container is too small to fit them: between the stops
    const { longitude, latitude } = initialView(luzon, null, null);
    expect(longitude).toBeCloseTo(120.49145, 6);
    expect(latitude).toBeCloseTo(16.9885, 6);
  });

  it('opens on a lone stop at town zoom, on a place being chosen, or on the member without stops', () => {
    const lone = fitStops([{ latitude: 14.6, longitude: 121 }]);
    expect(initialView(lone, null, null)).toEqual({ longitude: 121, latitude: 14.6, zoom: ONE_STOP_ZOOM });
    const focus = { latitude: 10.3, longitude: 123.9 };
    expect(initialView(luzon, focus, null)).toEqual({ ...focus, zoom: FOCUS_ZOOM });
    const member = { latitude: 35.7, longitude: 139.7 };
    expect(initialView(null, null, member)).toEqual({ ...member, zoom: NO_STOPS_ZOOM });
    expect(initialView(null, null, null).zoom).toBe(NO_STOPS_ZOOM);
  });
});
