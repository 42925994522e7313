import { activateLocale } from '@thrive/i18n';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import HomePage from './HomePage';

/** The server's markup of the home page (what the shell composes and the browser hydrates). */
function prerenderedHome(): string {
  return renderToString(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );
}

it('gives each section below the first screen a hydration boundary of its own', () => {
  const html = prerenderedHome();
  // React marks a Suspense boundary in server markup with <!--$--> … <!--/$-->; the browser
  // hydrates and commits each one apart, so no single task hydrates the whole long page.
  const belowTheFold = html.slice(html.indexOf('<!--$-->'));
  const boundaries = belowTheFold.split('<!--$-->').slice(1);
  expect(boundaries).toHaveLength(8);
  for (const boundary of boundaries) expect(boundary).toMatch(/^<(section|div|aside)\b/);
  // The first screen (hero and download) hydrates first, outside them.
  const firstScreen = html.slice(0, html.indexOf('<!--$-->'));
  expect(firstScreen).toContain('<h1');
});

describe('in Pidgin', () => {
  beforeAll(() => activateLocale('pcm'));
  afterAll(() => activateLocale('en'));

  it('speaks Pidgin from the hero to the FAQ, with no message left as its id', () => {
    const text = prerenderedHome().replace(/<[^>]+>/g, ' ');
    expect(text).toContain('We dey change lives, one');
    expect(text).toContain('How e dey work');
    expect(text).toContain('Wetin be Thrive?');
    // The one story about anonymity, told in Pidgin inside SOAR's body and the FAQ's answer.
    expect(text).toContain('To ask question without your name na free for everybody');
    expect(text).not.toContain('Changing lives, one');
    expect(text).not.toMatch(/marketing\.\w+\./);
  });
});
