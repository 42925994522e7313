import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockReducedMotion } from '../test/reducedMotion';
import { HOW_IT_WORKS } from '../content/home';
import { OnScreenObserver } from '../test/onScreenObserver';
import { HowItWorks } from './HowItWorks';

let play: jest.SpyInstance;
let pause: jest.SpyInstance;
let paused = true;

const realObserver = window.IntersectionObserver;

beforeEach(() => {
  window.IntersectionObserver = OnScreenObserver as unknown as typeof IntersectionObserver;
  paused = true;
  jest.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(() => paused);
  play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    paused = false;
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    paused = true;
    this.dispatchEvent(new Event('pause'));
  });
});
afterEach(() => {
  window.IntersectionObserver = realObserver;
  jest.restoreAllMocks();
});

const video = () => document.querySelector('video')!;
/** The still behind the video: decorative (the video has the name), so found by tag. */
const still = () => document.querySelector('figure img')!;

it('plays a muted, looping, inline video over a still of it, and autoplays', () => {
  render(<HowItWorks />);
  const v = video();
  expect(v).toHaveAttribute('autoplay');
  expect(v).toHaveAttribute('muted');
  expect(v.muted).toBe(true);
  expect(v).toHaveAttribute('loop');
  expect(v).toHaveAttribute('playsinline');
  expect(still()).toHaveAttribute('src');
  expect(v).toHaveAttribute('width', '640');
  expect(v).toHaveAttribute('height', '360');
  expect(v.querySelector('source')).toHaveAttribute('type', 'video/webm');
  expect(play).toHaveBeenCalled();
});

it('describes the video with the steps written out', () => {
  render(<HowItWorks />);
  expect(screen.getByRole('heading', { name: 'How it works' })).toBeInTheDocument();
  const steps = document.getElementById(video().getAttribute('aria-describedby')!)!;
  expect(steps.querySelectorAll('li')).toHaveLength(4);
});

it('has a pause/play button', async () => {
  const user = userEvent.setup();
  render(<HowItWorks />);
  await user.click(screen.getByRole('button', { name: 'Pause video' }));
  expect(pause).toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Play video' }));
  expect(screen.getByRole('button', { name: 'Pause video' })).toBeInTheDocument();
});

it('does not fetch the clip until it comes near the screen', () => {
  window.IntersectionObserver = realObserver; // the shared stub never reports anything
  render(<HowItWorks />);
  expect(video().querySelector('source')).toBeNull();
  expect(video()).toHaveAttribute('preload', 'none');
  // Not even its still: a video's poster is fetched with the page, a lazy image is not.
  expect(video()).not.toHaveAttribute('poster');
  expect(still()).toHaveAttribute('loading', 'lazy');
  expect(play).not.toHaveBeenCalled();
});

it('does not autoplay under prefers-reduced-motion', () => {
  mockReducedMotion(true);
  render(<HowItWorks />);
  expect(video()).not.toHaveAttribute('autoplay');
  expect(play).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Play video' })).toBeInTheDocument();
});

it('captions the clip with what it shows, not with technical details', () => {
  render(<HowItWorks />);
  const caption = screen.getByRole('figure').querySelector('figcaption')!;
  expect(caption).toHaveTextContent(HOW_IT_WORKS.caption);
  expect(caption.textContent).not.toMatch(/silent|seconds|looping|animation/i);
});

describe('with the data saver on', () => {
  beforeEach(() => document.documentElement.setAttribute('data-data-saver', 'on'));
  afterEach(() => document.documentElement.removeAttribute('data-data-saver'));

  it('shows the still and fetches nothing of the clip until the reader presses Play', async () => {
    const user = userEvent.setup();
    render(<HowItWorks />);
    expect(still()).toBeInTheDocument();
    expect(video()).not.toHaveAttribute('autoplay');
    expect(video()).toHaveAttribute('preload', 'none');
    expect(video().querySelector('source')).toBeNull();
    expect(play).not.toHaveBeenCalled();
    expect(
      screen.getByText(/the video \(about 250 KB\) loads only when you press Play/),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Play video' }));
    expect(video().querySelector('source')).toHaveAttribute('type', 'video/webm');
    expect(play).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Pause video' })).toBeInTheDocument();
    expect(screen.queryByText(/loads only when you press Play/)).toBeNull();
  });
});
