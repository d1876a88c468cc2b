import fs from 'node:fs';
import os from 'node:os';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** The system Chromium (never a downloaded one): CHROMIUM_PATH, else the usual Debian locations. */
export function findChromium(): string {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (!fs.existsSync(configured)) throw new Error(`CHROMIUM_PATH points to ${configured}, which does not exist.`);
    return configured;
  }
  const found = CANDIDATES.find((candidate) => fs.existsSync(candidate));
  if (!found) {
    throw new Error(
      'The end-to-end tests need Chromium and none was found. Install it (Debian/Ubuntu: `sudo apt-get install -y chromium`) ' +
        'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
    );
  }
  return found;
}

/** The switches every headless run uses (the journeys and the page-load bench alike), plus `extraArgs`. */
export function chromiumSwitches(extraArgs: readonly string[] = []): string[] {
  const args = [
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
    '--disable-quic',
    ...extraArgs,
  ];
  if (os.userInfo().uid === 0) args.push('--no-sandbox');
  return args;
}
