import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const rootDir = path.resolve(__dirname, '../..');

/** Every SVG file the apps ship: the UI kit's, each app's and each remote's sources. */
function shippedSvgFiles(): string[] {
  const sourceDirs = ['packages', 'remotes', 'shell'].flatMap((group) => {
    const groupDir = path.join(rootDir, group);
    if (group === 'shell') return [path.join(groupDir, 'src')];
    return readdirSync(groupDir).map((name) => path.join(groupDir, name, 'src'));
  });
  return sourceDirs.flatMap((dir) =>
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.svg'))
      .map((entry) => path.join(entry.parentPath, entry.name)),
  );
}

it('finds the SVG images the apps ship', () => {
  expect(shippedSvgFiles().map((file) => path.basename(file))).toEqual(
    expect.arrayContaining(['hero.svg', 'google-play-badge.svg', 'app-store-badge.svg']),
  );
});

it('draws words in SVG images as outlines, never as <text>', () => {
  // An SVG shown as an image cannot use the page's fonts: its <text> is set in whatever font
  // the device has (a different width on every phone), and the browser looks fonts up for it
  // before the first paint. Words are outlined in Inter at their design weight instead.
  const withText = shippedSvgFiles()
    .filter((file) => /<text[\s>]/.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(rootDir, file));
  expect(withText).toEqual([]);
});
