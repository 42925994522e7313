import { PUBLIC_FORMS } from './publicForms';
import { ROUTES } from './routes';

// Every route of the route table is prerendered (@thrive/composition).
const prerendered = new Set(ROUTES.map((route) => route.path));

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
