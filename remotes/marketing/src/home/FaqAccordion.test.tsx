import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { FAQ } from '../content/faq';
import { FAQ_GROUP, FaqAccordion } from './FaqAccordion';

// The one-open-at-a-time rule is the browser's (`<details name>`; jsdom does not implement the
// exclusive group): e2e/htmlFirst.spec.ts checks it in Chromium, with and without JavaScript.

const items = () => [...document.querySelectorAll('details')];

it('is the section #faq with five closed questions, each an h3 inside its summary', () => {
  render(<FaqAccordion />);
  const section = document.getElementById('faq')!;
  expect(items()).toHaveLength(5);
  expect(items().every((details) => section.contains(details) && !details.open)).toBe(true);
  expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
    FAQ.map((item) => item.question),
  );
  for (const heading of screen.getAllByRole('heading', { level: 3 })) {
    expect(heading.parentElement!.tagName).toBe('SUMMARY');
  }
});

it('puts every question in one exclusive group, so the browser keeps at most one open', () => {
  render(<FaqAccordion />);
  expect(items().map((details) => details.getAttribute('name'))).toEqual(Array(5).fill(FAQ_GROUP));
});

it('prerenders the same closed accordion (works before any script, nothing left for React)', () => {
  const html = renderToString(<FaqAccordion />);
  expect(html.match(/<details name="faq"/g)).toHaveLength(5);
  expect(html).not.toMatch(/<details[^>]* open/);
  expect(html).not.toContain('<button');
});

it('opens an answer when its question is clicked and closes it on a second click', async () => {
  const user = userEvent.setup();
  render(<FaqAccordion />);
  const question = screen.getByText('Do writers get paid?');
  const details = question.closest('details')!;
  expect(screen.getByText(/Writers on Thrive get paid/)).not.toBeVisible();
  await user.click(question);
  expect(details.open).toBe(true);
  expect(screen.getByText(/Writers on Thrive get paid/)).toBeVisible();
  await user.click(question);
  expect(details.open).toBe(false);
});

// Enter and Space on a summary are the browser's (user-event does not emulate them): the
// browser test presses them.
it('makes each question a tab stop, in order', async () => {
  const user = userEvent.setup();
  render(<FaqAccordion />);
  await user.tab();
  expect(document.activeElement!.tagName).toBe('SUMMARY');
  expect(document.activeElement).toHaveTextContent(FAQ[0]!.question);
  await user.tab();
  expect(document.activeElement).toHaveTextContent(FAQ[1]!.question);
});
