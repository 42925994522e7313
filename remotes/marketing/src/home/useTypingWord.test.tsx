import { act, render, screen } from '@testing-library/react';
import { TYPING } from '../content/home';
import { useTypingWord } from './useTypingWord';

/** The real typeit-react on fake timers. */
function Word() {
  const { word } = useTypingWord(TYPING);
  return <p data-testid="word">{word}</p>;
}

const STEP = 10;

/** Samples the typed text every 10 ms for `ms`. */
async function timeline(ms: number): Promise<{ t: number; text: string }[]> {
  const samples: { t: number; text: string }[] = [];
  for (let t = STEP; t <= ms; t += STEP) {
    await act(async () => {
      await jest.advanceTimersByTimeAsync(STEP);
    });
    samples.push({ t, text: (screen.getByTestId('word').textContent ?? '').replace(/\|/g, '') });
  }
  return samples;
}

/** When each distinct text first appeared. */
const changes = (samples: { t: number; text: string }[]) =>
  samples.filter((s, i) => i === 0 || s.text !== samples[i - 1]!.text);

/** typeit-react's code is fetched after the first render (lazy): wait until it has taken over. */
async function typingStarted() {
  for (let i = 0; i < 50 && screen.getByTestId('word').querySelector('[data-typing="off"]'); i++) {
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
  }
  expect(screen.getByTestId('word').querySelector('[data-typing="off"]')).toBeNull();
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  document.documentElement.removeAttribute('data-data-saver');
});

it('types the words at about 200 ms a letter, erases at about 70, then types the next word', async () => {
  render(<Word />);
  await typingStarted();
  const seen = changes(await timeline(6000));
  const texts = seen.map((s) => s.text);
  // story typed letter by letter, erased, then answer.
  expect(texts).toEqual(
    expect.arrayContaining(['s', 'st', 'sto', 'stor', 'story', 'a', 'an', 'answer']),
  );
  const at = (text: string, from = 0) => seen.find((s, i) => i >= from && s.text === text)!.t;
  const typingPerLetter = (at('story') - at('s')) / 4;
  expect(typingPerLetter).toBeGreaterThanOrEqual(190);
  expect(typingPerLetter).toBeLessThan(300);
  const storyIndex = texts.indexOf('story');
  const erased = texts.indexOf('', storyIndex);
  const erasingPerLetter = (seen[erased]!.t - at('stor', storyIndex)) / 4;
  expect(erasingPerLetter).toBeGreaterThanOrEqual(60);
  expect(erasingPerLetter).toBeLessThan(130);
  expect(texts.indexOf('answer')).toBeGreaterThan(erased);
});

function WordWithPause() {
  const { word, pauseControl } = useTypingWord(TYPING);
  return (
    <>
      <p data-testid="word">{word}</p>
      {pauseControl}
    </>
  );
}

it('pausing between two words shows a whole word, not an empty one, and play goes on', async () => {
  render(<WordWithPause />);
  await typingStarted();
  const text = () => (screen.getByTestId('word').textContent ?? '').replace(/\|/g, '');
  // Run until 'story' has been typed and erased again: the word is empty for a moment.
  let sawStory = false;
  for (let t = 0; t < 8000; t += STEP) {
    await act(async () => {
      await jest.advanceTimersByTimeAsync(STEP);
    });
    if (text() === 'story') sawStory = true;
    if (sawStory && text() === '') break;
  }
  expect(sawStory).toBe(true);
  expect(text()).toBe('');

  await act(async () => {
    screen.getByRole('button', { name: 'Pause typing animation' }).click();
  });
  expect(TYPING.words).toContain(text());
  const shown = text();
  await act(async () => {
    await jest.advanceTimersByTimeAsync(5000);
  });
  expect(text()).toBe(shown);

  await act(async () => {
    screen.getByRole('button', { name: 'Play typing animation' }).click();
  });
  const seen = new Set<string>();
  for (let t = 0; t < 3000; t += STEP) {
    await act(async () => {
      await jest.advanceTimersByTimeAsync(STEP);
    });
    seen.add(text());
  }
  // Typing again, letter by letter.
  expect(seen.size).toBeGreaterThan(3);
});

it('pausing mid-word shows the whole word', async () => {
  render(<WordWithPause />);
  await typingStarted();
  const text = () => (screen.getByTestId('word').textContent ?? '').replace(/\|/g, '');
  for (let t = 0; t < 5000 && text() !== 'st'; t += STEP) {
    await act(async () => {
      await jest.advanceTimersByTimeAsync(STEP);
    });
  }
  expect(text()).toBe('st');
  await act(async () => {
    screen.getByRole('button', { name: 'Pause typing animation' }).click();
  });
  expect(text()).toBe('story');
});

it('with the data saver on, starts still on the first word; Play types the next one', async () => {
  document.documentElement.setAttribute('data-data-saver', 'on');
  render(<WordWithPause />);
  const text = () => (screen.getByTestId('word').textContent ?? '').replace(/\|/g, '');
  expect(text()).toBe('story');
  await act(async () => {
    await jest.advanceTimersByTimeAsync(5000);
  });
  expect(text()).toBe('story');

  await act(async () => {
    screen.getByRole('button', { name: 'Play typing animation' }).click();
  });
  await typingStarted();
  const seen = changes(await timeline(2000)).map((s) => s.text);
  expect(seen).toEqual(expect.arrayContaining(['a', 'an', 'ans']));
  expect(screen.getByRole('button', { name: 'Pause typing animation' })).toBeInTheDocument();
});
