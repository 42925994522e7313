import { act, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import type { CarouselProps } from 'react-multi-carousel';
import { WRITERS } from '../writers/writers';
import { renderWithRouter } from '@thrive/ui/src/testing/renderWithRouter';
import { OnScreenObserver } from '../test/onScreenObserver';
import { WritersCarousel, type WritersCarouselProps } from './WritersCarousel';
import { WRITERS_RESPONSIVE } from './WriterSlides';

// Pass through to the real carousel, keeping the props it was given.
const carouselProps: CarouselProps[] = [];
jest.mock('react-multi-carousel', () => {
  const actual = jest.requireActual<{ default: ComponentType<CarouselProps> }>(
    'react-multi-carousel',
  );
  const Real = actual.default;
  return {
    __esModule: true,
    default: (props: CarouselProps) => {
      carouselProps.push(props);
      return <Real {...props} />;
    },
  };
});

const realWidth = window.innerWidth;
const setWindowWidth = (width: number) =>
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true, writable: true });

const realObserver = window.IntersectionObserver;
beforeEach(() => {
  carouselProps.length = 0;
  setWindowWidth(390);
  window.IntersectionObserver = OnScreenObserver as unknown as typeof IntersectionObserver;
});

/** The library comes with a dynamic import: the first one, on a busy machine, takes seconds. */
const LIBRARY_TIMEOUT = { timeout: 10_000 };
afterEach(() => {
  setWindowWidth(realWidth);
  window.IntersectionObserver = realObserver;
});

it('fetches the carousel only once the section comes near the screen', async () => {
  let report: IntersectionObserverCallback = () => undefined;
  window.IntersectionObserver = class {
    constructor(callback: IntersectionObserverCallback) {
      report = callback;
    }
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
  renderWithRouter(<WritersCarousel ssr deviceType="mobile" />);
  await act(async () => undefined);
  expect(screen.queryByRole('button', { name: 'Next writers' })).toBeNull();
  expect(carouselProps).toHaveLength(0);
  act(() => report([{ isIntersecting: true } as IntersectionObserverEntry], {} as never));
  expect(
    await screen.findByRole('button', { name: 'Next writers' }, LIBRARY_TIMEOUT),
  ).toBeInTheDocument();
});

/** Renders the section and waits for the carousel library, which is fetched after hydration. */
async function renderCarousel(props: WritersCarouselProps) {
  renderWithRouter(<WritersCarousel {...props} />);
  await screen.findByRole('button', { name: 'Next writers' }, LIBRARY_TIMEOUT);
}

const visibleSlides = () =>
  [...document.querySelectorAll<HTMLElement>('.react-multi-carousel-item')].filter(
    (slide) => slide.getAttribute('aria-hidden') !== 'true',
  );

it.each([
  [390, 1],
  [767, 1],
  [800, 2],
  [1023, 2],
  [1366, 2],
  [2560, 2],
])('at %i px wide shows %i card(s)', async (width, cards) => {
  setWindowWidth(width);
  await renderCarousel({ ssr: true, deviceType: width < 768 ? 'mobile' : 'desktop' });
  await act(async () => undefined);
  expect(visibleSlides()).toHaveLength(cards);
});

it('shows 1 card at 220–768 px, 2 at 768–1024 px and 2 at 1024–3000 px', () => {
  expect(WRITERS_RESPONSIVE).toEqual({
    desktop: { breakpoint: { max: 3000, min: 1024 }, items: 2 },
    tablet: { breakpoint: { max: 1024, min: 768 }, items: 2 },
    mobile: { breakpoint: { max: 768, min: 220 }, items: 1 },
  });
});

it('is infinite, draggable and swipeable, with arrows and dots, and never moves on its own', async () => {
  await renderCarousel({ ssr: true, deviceType: 'desktop' });
  const props = carouselProps.at(-1)!;
  expect(props.responsive).toBe(WRITERS_RESPONSIVE);
  expect(props).toMatchObject({ infinite: true, draggable: true, swipeable: true });
  // Dots: drawn with the arrows (see the tab order test).
  expect(screen.getAllByRole('button', { name: /^Show writer \d of 5$/ })).toHaveLength(5);
  expect(props.autoPlay).toBeFalsy();
  expect(props.customButtonGroup).toBeTruthy();
  // The library's window-wide arrow-key handler would hijack arrow keys in text fields.
  expect(props.keyBoardControl).toBe(false);
});

it('renders a card per writer with name, role, description and a Start Reading link', async () => {
  await renderCarousel({ ssr: true, deviceType: 'mobile' });
  const region = screen.getByRole('group', { name: 'Writer cards' });
  expect(region).toHaveAttribute('aria-roledescription', 'carousel');
  for (const writer of WRITERS) {
    // Infinite mode clones slides; the clones are hidden, so one visible card per writer at most.
    const names = within(region).queryAllByRole('heading', { name: writer.name, hidden: true });
    expect(names.length).toBeGreaterThanOrEqual(1);
  }
  const visible = within(region).getAllByRole('link', { name: /^Start Reading/ });
  expect(visible).toHaveLength(1);
  expect(visible[0]).toHaveAttribute('href', `/writers/${WRITERS[0]!.username}`);
  expect(visible[0]).toHaveAccessibleName(`Start Reading stories by ${WRITERS[0]!.name}`);
  const card = visible[0]!.closest('article')!;
  expect(card).toHaveStyle({ backgroundColor: WRITERS[0]!.bgColor });
  expect(within(card).getByText(WRITERS[0]!.role)).toBeInTheDocument();
  expect(within(card).getByText(WRITERS[0]!.description)).toBeInTheDocument();
});

it('makes slides that are out of view inert, so their links are not tabbable', async () => {
  setWindowWidth(1366);
  await renderCarousel({ ssr: true, deviceType: 'desktop' });
  await act(async () => undefined);
  const slides = [...document.querySelectorAll<HTMLElement>('.react-multi-carousel-item')];
  expect(slides.length).toBeGreaterThan(WRITERS.length);
  for (const slide of slides) {
    expect(slide.inert).toBe(slide.getAttribute('aria-hidden') === 'true');
  }
  expect(slides.filter((s) => !s.inert)).toHaveLength(2);
});

it('moves with the previous/next arrows and the dots', async () => {
  // The library ignores moves while a slide transition (400 ms) is running: wait it out.
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const settle = () => act(async () => void jest.advanceTimersByTime(500));
  try {
    await renderCarousel({ ssr: true, deviceType: 'mobile' });
    await settle();
    const region = screen.getByRole('group', { name: 'Writer cards' });
    const current = () => within(region).getByRole('link', { name: /^Start Reading/ }).textContent;
    expect(current()).toContain(WRITERS[0]!.name);
    await user.click(screen.getByRole('button', { name: 'Next writers' }));
    await settle();
    expect(current()).toContain(WRITERS[1]!.name);
    await user.click(screen.getByRole('button', { name: 'Previous writers' }));
    await settle();
    expect(current()).toContain(WRITERS[0]!.name);
    // Infinite: before the first writer comes the last.
    await user.click(screen.getByRole('button', { name: 'Previous writers' }));
    await settle();
    expect(current()).toContain(WRITERS[WRITERS.length - 1]!.name);
    const dots = screen.getAllByRole('button', { name: /^Show writer \d of 5$/ });
    expect(dots).toHaveLength(WRITERS.length);
    await user.click(dots[2]!);
    await settle();
    expect(current()).toContain(WRITERS[2]!.name);
    expect(screen.getAllByRole('button', { name: /^Show writer \d of 5$/ })[2]).toHaveAttribute(
      'aria-current',
      'true',
    );
  } finally {
    jest.useRealTimers();
  }
});

it('puts its controls in the tab order they are seen in: previous, the dots, next', async () => {
  await renderCarousel({ ssr: true, deviceType: 'mobile' });
  await act(async () => undefined);
  const region = screen.getByRole('group', { name: 'Writer cards' });
  expect(
    within(region)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label')),
  ).toEqual([
    'Previous writers',
    ...WRITERS.map((_, i) => `Show writer ${i + 1} of ${WRITERS.length}`),
    'Next writers',
  ]);
});

it('is a list of the writers with their Start Reading links in the server markup, without the library', () => {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(
    <MemoryRouter>
      <WritersCarousel />
    </MemoryRouter>,
  );
  expect(container.innerHTML).not.toContain('react-multi-carousel');
  expect(carouselProps).toHaveLength(0);
  const region = within(container).getByRole('group', { name: 'Writer cards' });
  const items = within(region).getAllByRole('listitem');
  expect(items).toHaveLength(WRITERS.length);
  WRITERS.forEach((writer, index) => {
    const item = within(items[index]!);
    expect(item.getByRole('heading', { name: writer.name })).toBeInTheDocument();
    expect(item.getByText(writer.role)).toBeInTheDocument();
    expect(item.getByText(writer.description)).toBeInTheDocument();
    expect(
      item.getByRole('link', { name: `Start Reading stories by ${writer.name}` }),
    ).toHaveAttribute('href', `/writers/${writer.username}`);
  });
  container.remove();
});

it('keeps the list until the carousel has come, then shows the carousel in its place', async () => {
  let report: IntersectionObserverCallback = () => undefined;
  window.IntersectionObserver = class {
    constructor(callback: IntersectionObserverCallback) {
      report = callback;
    }
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
  renderWithRouter(<WritersCarousel ssr deviceType="mobile" />);
  const region = screen.getByRole('group', { name: 'Writer cards' });
  expect(within(region).getAllByRole('link', { name: /^Start Reading/ })).toHaveLength(
    WRITERS.length,
  );
  act(() => report([{ isIntersecting: true } as IntersectionObserverEntry], {} as never));
  expect(
    await screen.findByRole('button', { name: 'Next writers' }, LIBRARY_TIMEOUT),
  ).toBeInTheDocument();
  expect(region.querySelector('.react-multi-carousel-list')).not.toBeNull();
  expect(within(region).getAllByRole('link', { name: /^Start Reading/ })).toHaveLength(1);
});
