import { NAV_ENTRIES } from './nav';

it('gives every section of the console an icon of its own (the two "Add" pages share one)', () => {
  const sections = NAV_ENTRIES.filter((entry) => !entry.label.startsWith('Add '));
  const icons = new Set(sections.map((entry) => entry.icon));
  expect(icons.size).toBe(sections.length);
  const adds = NAV_ENTRIES.filter((entry) => entry.label.startsWith('Add '));
  expect(new Set(adds.map((entry) => entry.icon)).size).toBe(1);
  for (const add of adds) expect(sections.map((s) => s.icon)).not.toContain(add.icon);
});
