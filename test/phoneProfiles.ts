/**
 * The readers' phones, as the end-to-end tests and the bench emulate them in Chromium (CDP):
 * network throttling both ways, round-trip latency and a CPU slowdown, at a 390 px viewport.
 */
import type { BrowserContext, Page } from '@playwright/test';

export interface PhoneProfile {
  name: string;
  kbitPerSecond: number;
  roundTripMs: number;
  /** Chromium's CPU throttling rate (4 = four times slower than this machine). */
  cpuSlowdown: number;
}

/** The readers' usual connection (issue 22): 400 kbit/s, 400 ms, a mid-range phone. */
export const READERS_PHONE: PhoneProfile = {
  name: '400 kbit/s 400 ms CPU 4x',
  kbitPerSecond: 400,
  roundTripMs: 400,
  cpuSlowdown: 4,
};

/** A slow 2G link on a low-end phone, printed beside the readers' profile. */
export const NAIJA_2G: PhoneProfile = {
  name: 'Naija-2G 250 kbit/s 800 ms CPU 6x',
  kbitPerSecond: 250,
  roundTripMs: 800,
  cpuSlowdown: 6,
};

export const PHONE_VIEWPORT = { width: 390, height: 844 };

/** Applies the profile to the page (before its navigation): every later request is throttled. */
export async function emulatePhone(
  context: BrowserContext,
  page: Page,
  profile: PhoneProfile,
): Promise<void> {
  const cdp = await context.newCDPSession(page);
  const bytesPerSecond = (profile.kbitPerSecond * 1000) / 8;
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.roundTripMs,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
}

/**
 * The reader chose the full page (the data saver's cookie, off): on a link as slow as
 * Naija-2G's the page would otherwise come light, without its app (issue 48), and a
 * measurement of hydration would wait for nothing. Set before the first navigation.
 */
export async function chooseFullPage(context: BrowserContext, origin: string): Promise<void> {
  await context.addCookies([{ name: 'thrive_data_saver', value: 'off', url: origin }]);
}
