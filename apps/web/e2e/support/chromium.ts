import { existsSync } from 'node:fs';

/** Debian's Chromium; the tests never download a browser of their own. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export const assertChromium = () => {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium was not found at ${CHROMIUM_PATH}. The browser tests use Debian's package: ` +
        'install it with `apt-get install chromium` (or set CHROMIUM_PATH).',
    );
  }
};
