import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FAQ } from '../content/faq';
import { FaqAccordion } from './FaqAccordion';

const questions = () => FAQ.map((item) => screen.getByRole('button', { name: item.question }));
/** The answer regions (the section itself is a region too). */
const answers = () => screen.queryAllByRole('region').filter((r) => r.id !== 'faq');
const expanded = () => questions().map((b) => b.getAttribute('aria-expanded'));

it('is the section #faq with five questions, all closed at first', () => {
  render(<FaqAccordion />);
  expect(document.getElementById('faq')).toContainElement(questions()[0]!);
  expect(questions()).toHaveLength(5);
  expect(expanded()).toEqual(['false', 'false', 'false', 'false', 'false']);
  expect(answers()).toHaveLength(0);
});

it('wires each question to its answer region (WAI-ARIA accordion)', async () => {
  render(<FaqAccordion />);
  const [first] = questions();
  expect(first!.closest('h3')).not.toBeNull();
  const panel = document.getElementById(first!.getAttribute('aria-controls')!)!;
  expect(panel).not.toBeVisible();
  await userEvent.click(first!);
  expect(panel).toBeVisible();
  expect(screen.getByRole('region', { name: FAQ[0]!.question })).toBe(panel);
  expect(panel).toHaveTextContent(FAQ[0]!.answer);
});

it('opening one closes the other', async () => {
  render(<FaqAccordion />);
  await userEvent.click(questions()[0]!);
  expect(expanded()).toEqual(['true', 'false', 'false', 'false', 'false']);
  await userEvent.click(questions()[3]!);
  expect(expanded()).toEqual(['false', 'false', 'false', 'true', 'false']);
  expect(answers()).toHaveLength(1);
  expect(answers()[0]).toHaveTextContent(FAQ[3]!.answer);
});

it('clicking the open one closes it', async () => {
  render(<FaqAccordion />);
  await userEvent.click(questions()[1]!);
  await userEvent.click(questions()[1]!);
  expect(expanded()).toEqual(['false', 'false', 'false', 'false', 'false']);
  expect(answers()).toHaveLength(0);
});

it('works from the keyboard', async () => {
  const user = userEvent.setup();
  render(<FaqAccordion />);
  await user.tab();
  expect(questions()[0]).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(expanded()[0]).toBe('true');
  await user.tab();
  expect(questions()[1]).toHaveFocus();
  await user.keyboard(' ');
  expect(expanded()).toEqual(['false', 'true', 'false', 'false', 'false']);
});

it('answers that writers get paid', async () => {
  render(<FaqAccordion />);
  await userEvent.click(screen.getByRole('button', { name: 'Do writers get paid?' }));
  expect(screen.getByRole('region', { name: 'Do writers get paid?' })).toHaveTextContent(
    /Writers on Thrive get paid/,
  );
});
