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
