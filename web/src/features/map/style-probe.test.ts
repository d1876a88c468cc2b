import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startStandInStyleServer } from '../../test/stand-in-style-server';
import { markStyleUnreachable, probeStyle, resetStyleProbes } from './style-probe';
import { useMapStyle } from './use-map-style';

let server: Awaited<ReturnType<typeof startStandInStyleServer>>;
beforeAll(async () => {
  server = await startStandInStyleServer();
});
afterAll(() => server.close());
afterEach(() => resetStyleProbes());

describe('probeStyle against a stand-in style server', () => {
  it('answers the style when the server gives a MapLibre v8 style, and asks once per page load', async () => {
    expect(await probeStyle(`${server.url}/style.json`)).toMatchObject({ version: 8, name: '/style.json' });
    await probeStyle(`${server.url}/style.json`);
    expect(server.requests.filter((path) => path === '/style.json')).toHaveLength(1);
  });

  it('answers null for an error status, for JSON that is not a style and when nothing listens', async () => {
    expect(await probeStyle(`${server.url}/broken`)).toBeNull();
    expect(await probeStyle(`${server.url}/not-a-style.json`)).toBeNull();
    expect(await probeStyle('http://127.0.0.1:9/style.json')).toBeNull(); // the discard port: refused
  });

  it('gives up on a server that does not answer after its bounded wait', async () => {
    const started = performance.now();
    expect(await probeStyle(`${server.url}/hang`, 300)).toBeNull();
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(250);
    expect(waited).toBeLessThan(2500);
  });

  it('remembers a style the map found unusable', async () => {
    expect(await probeStyle(`${server.url}/style.json`)).not.toBeNull();
    markStyleUnreachable(`${server.url}/style.json`);
    expect(await probeStyle(`${server.url}/style.json`)).toBeNull();
  });
});

describe('useMapStyle', () => {
  const styles = () => ({
    online: `${server.url}/style.json`,
    onlineDark: `${server.url}/dark.json`,
    offline: '/map/style.json',
    offlineDark: '/map/style.json?theme=dark',
  });

  it('waits for the online style (no style yet: the skeleton stays), then draws it in the theme', async () => {
    const { result, rerender } = renderHook(({ theme }) => useMapStyle(styles(), theme), {
      initialProps: { theme: 'light' as 'light' | 'dark' },
    });
    expect(result.current.url).toBeNull();
    await waitFor(() => expect(result.current.url).toBe(`${server.url}/style.json`));
    expect(result.current.source).toBe('online');
    rerender({ theme: 'dark' });
    // the light style stays drawn while the dark one is tried
    expect(result.current.url).toBe(`${server.url}/style.json`);
    await waitFor(() => expect(result.current.url).toBe(`${server.url}/dark.json`));
  });

  it('falls back to the offline style of the theme when the online one does not answer in time', async () => {
    const hanging = { ...styles(), online: `${server.url}/hang`, onlineDark: null };
    await probeStyle(hanging.online, 200); // the bounded wait, shortened: the hook reads the same probe
    const { result } = renderHook(() => useMapStyle(hanging, 'dark'));
    await waitFor(() => expect(result.current).toMatchObject({ url: '/map/style.json?theme=dark', source: 'offline' }));
  });

  it('gives way to the offline style when the map reports the online one failing, and with no online style', async () => {
    const { result } = renderHook(() => useMapStyle(styles(), 'light'));
    await waitFor(() => expect(result.current.source).toBe('online'));
    act(() => result.current.fallBack());
    await waitFor(() => expect(result.current).toMatchObject({ url: '/map/style.json', source: 'offline' }));
    const offlineOnly = renderHook(() => useMapStyle({ ...styles(), online: null, onlineDark: null }, 'light'));
    expect(offlineOnly.result.current).toMatchObject({ url: '/map/style.json', source: 'offline' });
  });
});
