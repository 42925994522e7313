import { fontFamilies, familiesLeftOut, withoutFontFaces } from './fontFaces.ts';

const inter =
  "@font-face{font-family:Inter Variable;font-display:swap;src:url(/assets/inter-latin.woff2)format('woff2-variations')}";
const fallback = '@font-face{font-family:"Inter Fallback";src:local(Arial);size-adjust:106.7%}';
const icons = "@font-face{font-family:'revicons';src:url(./revicons.woff)format('woff')}";
const other = "@font-face{font-family:'Other Icons';src:url(./other.woff2)}";
const rules = '.a{color:red}@media (min-width:600px){.b{font-family:Inter Variable}}';

it('names the families of the @font-face rules, quoted or not', () => {
  expect(fontFamilies(inter + fallback + icons + rules)).toEqual([
    'Inter Variable',
    'Inter Fallback',
    'revicons',
  ]);
});

it('leaves out the faces the page declares (the site font, its fallbacks) and the unused arrow icons', () => {
  const families = familiesLeftOut();
  expect([...families]).toEqual(
    expect.arrayContaining([
      'Inter Variable',
      'Inter Fallback',
      'Inter Fallback Roboto',
      'revicons',
    ]),
  );
  const css = inter + rules + fallback + icons + other;
  const kept = withoutFontFaces(css, families);
  expect(kept).not.toMatch(/Inter Variable;|Inter Fallback|revicons/);
  // Other faces and every rule stay; so do the columns, for the stylesheet's source map.
  expect(kept).toContain(other);
  expect(kept).toContain(rules);
  expect(kept).toHaveLength(css.length);
  expect(kept.indexOf(other)).toBe(css.indexOf(other));
});
