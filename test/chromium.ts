/**
 * Debian's Chromium, as every browser run here uses it (tests, benchmarks): never a downloaded
 * browser. The flags let it run as root headless and keep it off this machine's closed network.
 */
export const CHROMIUM_EXECUTABLE = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
