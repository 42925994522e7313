import { DATA_SAVER_STYLE, withDataSaver } from './dataSaver';

const page =
  '<!doctype html><html lang="en"><head><title>T</title></head><body><div id="root">' +
  '<div role="group" data-marquee=""><ul>…</ul></div>' +
  '<form method="post" action="/__thrive/data-saver"><button type="submit" role="switch" aria-checked="false" data-data-saver-switch="">Data saver</button></form>' +
  '<button type="button" aria-checked="false">other</button>' +
  '</div></body></html>';

describe('the composed page with the data saver', () => {
  it('marks <html>, checks the switch and holds the marquees when on', () => {
    const html = withDataSaver(page, true);
    expect(html).toContain('<html lang="en" data-data-saver="on">');
    expect(html).toContain('aria-checked="true" data-data-saver-switch=""');
    // Only the switch: another control's state is left as it was.
    expect(html).toContain('<button type="button" aria-checked="false">other</button>');
    expect(html).toContain(`${DATA_SAVER_STYLE}</head>`);
    expect(DATA_SAVER_STYLE).toContain(
      'html[data-data-saver="on"] [data-marquee=""] *{animation-play-state:paused!important}',
    );
  });

  it('says off, and leaves the switch off, when off', () => {
    const html = withDataSaver(page, false);
    expect(html).toContain('<html lang="en" data-data-saver="off">');
    expect(html).toContain('aria-checked="false" data-data-saver-switch=""');
  });

  it('replaces an attribute already there rather than adding a second one', () => {
    const html = withDataSaver(withDataSaver(page, false), true);
    expect(/<html[^>]*>/.exec(html)?.[0]).toBe('<html lang="en" data-data-saver="on">');
  });
});

describe('the light page chosen for a slow link (issue 48)', () => {
  const withNote = page.replace(
    '</form>',
    '</form><p class="n" data-slow-link-note="" hidden="">Slow</p>',
  );

  it('names the reason on <html> and shows the note, also without JavaScript', () => {
    const html = withDataSaver(withNote, true, 'slow-link');
    expect(html).toContain(
      '<html lang="en" data-data-saver="on" data-data-saver-reason="slow-link">',
    );
    expect(html).toContain('<p class="n" data-slow-link-note="">Slow</p>');
  });

  it("keeps the note hidden when the saver is the reader's choice or off", () => {
    for (const [on, reason] of [
      [true, 'choice'],
      [true, 'save-data'],
      [false, 'none'],
    ] as const) {
      const html = withDataSaver(withNote, on, reason);
      expect(html).not.toContain('data-data-saver-reason');
      expect(html).toContain('data-slow-link-note="" hidden="">');
    }
  });
});
