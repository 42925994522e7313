import { act, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { DeferredImage, showDeferredImages } from './DeferredImage';

const badge = (
  <a href="https://play.example/app">
    <DeferredImage src="/assets/badge.svg" alt="Get it on Google Play" width={180} height={54} />
  </a>
);

describe('DeferredImage', () => {
  let root: Root | null = null;
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = '';
  });

  it('is sent without its file, keeping its size and its name, with a copy for readers without scripts', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(badge);
    const [image, noScriptCopy] = [
      container.querySelector('a > img')!,
      container.querySelector('noscript'),
    ];
    // A stand-in of its proportions, no request: it lays out as it will with its file.
    expect(decodeURIComponent(image.getAttribute('src')!)).toBe(
      'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 180 54"/>',
    );
    expect(image.getAttribute('width')).toBe('180');
    expect(image.getAttribute('height')).toBe('54');
    expect(image.getAttribute('alt')).toBe('Get it on Google Play');
    expect(noScriptCopy?.innerHTML).toMatch(/<img[^>]* src="\/assets\/badge.svg"/);
  });

  it('gets its file, lazily, once the page has hydrated; the copy goes', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(badge);
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, badge, { onRecoverableError: (e) => errors.push(e) });
    });
    expect(errors).toEqual([]);
    const image = screen.getByRole('img', { name: 'Get it on Google Play' });
    expect(image).toHaveAttribute('src', '/assets/badge.svg');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(container.querySelector('noscript')).toBeNull();
  });

  it('has its file at once where the page is not hydrating (a page reached in the app)', () => {
    render(badge);
    expect(screen.getByRole('img', { name: 'Get it on Google Play' })).toHaveAttribute(
      'src',
      '/assets/badge.svg',
    );
  });

  it('gets its file on a page kept as the server sent it (no hydration will come)', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(badge);
    showDeferredImages(container);
    expect(container.querySelector('a > img')).toHaveAttribute('src', '/assets/badge.svg');
  });
});
