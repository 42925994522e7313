import { PUBLIC_FORMS } from './publicForms';
import { PUBLIC_PAGES } from './publicPages';

const prerendered = new Set(PUBLIC_PAGES.map((page) => page.path));

describe('public forms without JavaScript', () => {
  it.each(PUBLIC_FORMS.map((form) => [form.id, form] as const))(
    '%s sits on a prerendered page and lands on prerendered result pages',
    (_id, form) => {
      expect(prerendered).toContain(form.path);
      if ('redirect' in form.success) {
        const { redirect, byAnswer } = form.success;
        for (const target of [redirect, ...Object.values(byAnswer?.redirects ?? {})]) {
          expect(prerendered).toContain(target);
        }
      }
    },
  );

  it('names each form once', () => {
    const ids = PUBLIC_FORMS.map((form) => form.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
