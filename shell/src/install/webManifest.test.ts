/**
 * The public host's web app manifest (issue 46): what browsers check before they offer to
 * install (Chromium's installability criteria, as Lighthouse reports them), colours from the
 * design tokens, and icons that exist at the sizes it says.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { APP_ICONS, webManifest } from './webManifest';

const themeCss = readFileSync(path.join(__dirname, '../../../packages/ui/src/theme.css'), 'utf8');
const manifest = webManifest(themeCss);

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(file: string): { width: number; height: number; png: boolean } {
  const bytes = readFileSync(file);
  return {
    png: bytes.subarray(1, 4).toString('ascii') === 'PNG',
    width: bytes.readUInt32BE(16),
    height: bytes.readUInt32BE(20),
  };
}

it('names the app, starts at the home page within its scope, standalone', () => {
  expect(manifest).toMatchObject({
    name: 'Thrive',
    short_name: 'Thrive',
    start_url: '/',
    scope: '/',
    display: 'standalone',
  });
  expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  expect(new URL(manifest.start_url, 'https://thrive.test').pathname).toMatch(/^\//);
});

it("takes its theme and background colours from the UI kit's design tokens", () => {
  expect(manifest.theme_color).toBe('#1b5e4a');
  expect(manifest.background_color).toBe('#faf8f4');
  const changed = themeCss
    .replace('--color-brand: #1b5e4a;', '--color-brand: #224466;')
    .replace('--color-bg: #faf8f4;', '--color-bg: #fefefe;');
  expect(webManifest(changed)).toMatchObject({
    theme_color: '#224466',
    background_color: '#fefefe',
  });
});

it.each([192, 512])('has an "any" and a maskable PNG icon at %i px', (size) => {
  for (const purpose of ['any', 'maskable']) {
    expect(manifest.icons).toContainEqual({
      src: expect.stringMatching(/^\/icons\/[\w-]+\.png$/),
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose,
    });
  }
});

it('lists only icons that exist, at the size they claim', () => {
  expect(manifest.icons).toHaveLength(APP_ICONS.length);
  for (const icon of APP_ICONS) {
    const listed = manifest.icons.find((entry) => entry.src.endsWith(`/${icon.file}`));
    expect(listed).toBeDefined();
    const { png, width, height } = pngSize(path.join(__dirname, 'icons', icon.file));
    expect({ png, size: `${width}x${height}` }).toEqual({ png: true, size: listed!.sizes });
  }
});
