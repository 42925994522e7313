import { formRouteProblems } from '@thrive/platform';
import { PUBLIC_FORMS } from './publicForms';
import { ROUTES } from './routes';

it('every public form sits on a prerendered page and lands on prerendered result pages, named once', () => {
  // Every route of the route table is prerendered (@thrive/composition).
  expect(
    formRouteProblems(
      PUBLIC_FORMS,
      ROUTES.map((route) => route.path),
    ),
  ).toEqual([]);
});
