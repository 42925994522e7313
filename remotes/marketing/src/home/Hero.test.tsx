import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '@thrive/ui/src/testing/renderWithRouter';
import { mockReducedMotion } from '../test/reducedMotion';
import { Hero } from './Hero';

// Record what the hero asks typeit-react for, and hand it a controllable instance.
const typeItInstance = { freeze: jest.fn(), unfreeze: jest.fn() };
const typeItProps: Record<string, unknown>[] = [];
jest.mock('typeit-react', () => ({
  __esModule: true,
  default: (props: Record<string, unknown> & { getAfterInit?: (i: unknown) => unknown }) => {
    typeItProps.push(props);
    props.getAfterInit?.(typeItInstance);
    return <span data-testid="typeit" />;
  },
}));

beforeEach(() => {
  typeItProps.length = 0;
  jest.clearAllMocks();
});
afterEach(() => jest.restoreAllMocks());

it('types story, answer and consult at type speed 200 and back speed 70, looping', async () => {
  renderWithRouter(<Hero />);
  expect(await screen.findByTestId('typeit')).toBeInTheDocument();
  const options = typeItProps.at(-1)!.options as Record<string, unknown>;
  expect(options).toMatchObject({
    strings: ['story', 'answer', 'consult'],
    speed: 200,
    deleteSpeed: 70,
    loop: true,
    breakLines: false,
    // Exact speeds: typeit otherwise randomises them to look human.
    lifeLike: false,
  });
});

it('gives assistive technology the whole sentence in the one h1', () => {
  renderWithRouter(<Hero />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName(
    'Changing lives, one story, answer, consult at a time',
  );
});

it('links Get Started to /signup', () => {
  renderWithRouter(<Hero />);
  expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
});

it('pauses on a whole, still word and resumes with the next word', async () => {
  const user = userEvent.setup();
  renderWithRouter(<Hero />);
  await screen.findByTestId('typeit');
  await user.click(screen.getByRole('button', { name: 'Pause typing animation' }));
  expect(typeItInstance.freeze).toHaveBeenCalledTimes(1);
  // The animation (and its blinking cursor) gives way to the word, whole.
  expect(screen.queryByTestId('typeit')).toBeNull();
  expect(screen.getByText('story')).toHaveAttribute('data-typing', 'paused');
  await user.click(screen.getByRole('button', { name: 'Play typing animation' }));
  expect(await screen.findByTestId('typeit')).toBeInTheDocument();
  const options = typeItProps.at(-1)!.options as { strings: string[] };
  expect(options.strings).toEqual(['answer', 'consult', 'story']);
});

it('shows the first word, still, under prefers-reduced-motion', () => {
  mockReducedMotion(true);
  renderWithRouter(<Hero />);
  expect(screen.queryByTestId('typeit')).toBeNull();
  expect(screen.getByText('story')).toHaveAttribute('data-typing', 'off');
  expect(screen.queryByRole('button', { name: /typing animation/ })).toBeNull();
});

it('stops typing when the user switches reduced motion on', async () => {
  let listener: (() => void) | null = null;
  let reduce = false;
  jest.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        get matches() {
          return reduce && query.includes('reduce');
        },
        media: query,
        addEventListener: (_: string, l: () => void) => (listener = l),
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
  renderWithRouter(<Hero />);
  expect(await screen.findByTestId('typeit')).toBeInTheDocument();
  reduce = true;
  act(() => listener?.());
  expect(screen.queryByTestId('typeit')).toBeNull();
});
