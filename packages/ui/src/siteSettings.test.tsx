import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { configureSite, DEFAULT_SITE_SETTINGS, useSiteSettings } from './siteSettings';

function Contact() {
  const { privacy } = useSiteSettings();
  return <p>{privacy.contactEmail}</p>;
}

afterEach(() => configureSite(DEFAULT_SITE_SETTINGS));

it('gives pages the settings the shell configured, and follows later changes', () => {
  configureSite({
    ...DEFAULT_SITE_SETTINGS,
    privacy: { controller: 'Thrive Ltd', contactEmail: 'privacy@thrive.ng' },
  });
  render(<Contact />);
  expect(screen.getByText('privacy@thrive.ng')).toBeInTheDocument();
  act(() =>
    configureSite({
      ...DEFAULT_SITE_SETTINGS,
      privacy: { controller: 'Thrive Ltd', contactEmail: 'dpo@thrive.ng' },
    }),
  );
  expect(screen.getByText('dpo@thrive.ng')).toBeInTheDocument();
});

it('renders the defaults on the server (prerendered HTML knows no deployment)', () => {
  configureSite({
    ...DEFAULT_SITE_SETTINGS,
    privacy: { controller: 'Thrive Ltd', contactEmail: 'privacy@thrive.ng' },
  });
  expect(renderToString(<Contact />)).toContain(DEFAULT_SITE_SETTINGS.privacy.contactEmail);
});
