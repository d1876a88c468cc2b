let known: boolean | undefined;

/**
 * Whether this browser can draw the MapLibre map: a WebGL 2 or WebGL 1 context on a scratch canvas (what MapLibre
 * asks for). Blocked WebGL (a setting, an old phone, `--disable-webgl`) answers false, and the page shows a list.
 */
export function supportsWebGL(): boolean {
  if (known !== undefined) return known;
  try {
    const canvas = document.createElement('canvas');
    known = Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    known = false;
  }
  return known;
}

/** Forgets the answer (tests switch WebGL on and off). */
export function resetWebGLSupport(): void {
  known = undefined;
}
