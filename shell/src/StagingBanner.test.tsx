import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StagingBanner } from './StagingBanner';

describe('StagingBanner', () => {
  it('names the swapped remote and its source, and resets in one click', async () => {
    const onReset = jest.fn();
    render(
      <StagingBanner
        overrides={[
          { remote: 'auth', manifest: 'https://staging.thrive.ng/auth/mf-manifest.json' },
        ]}
        onReset={onReset}
      />,
    );
    const banner = screen.getByRole('complementary', { name: 'Staging override' });
    expect(banner).toHaveTextContent(
      'Staging override: the auth remote is loaded from https://staging.thrive.ng/auth/mf-manifest.json.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reset to the configured remotes' }));
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it('says which override was refused, from which origin and why', () => {
    render(
      <StagingBanner
        overrides={[]}
        refused={[
          {
            remote: 'auth',
            manifest: 'https://evil.example/auth/mf-manifest.json',
            cause: "https://evil.example is not on this environment's allow-list",
          },
        ]}
        onReset={jest.fn()}
      />,
    );
    expect(screen.getByRole('complementary', { name: 'Staging override' })).toHaveTextContent(
      "Staging override refused: the auth remote was not loaded from https://evil.example: https://evil.example is not on this environment's allow-list. The configured remote is used.",
    );
  });

  it('says an applied override is broken once it failed to load', () => {
    render(
      <StagingBanner
        overrides={[
          {
            remote: 'auth',
            manifest: 'https://staging.thrive.ng/auth-pr-42/mf-manifest.json',
            broken: 'its manifest could not be fetched',
          },
        ]}
        onReset={jest.fn()}
      />,
    );
    expect(screen.getByRole('complementary')).toHaveTextContent(
      'Staging override broken: the auth remote from https://staging.thrive.ng could not be loaded (its manifest could not be fetched).',
    );
  });

  it('renders nothing without an active override', () => {
    const { container } = render(<StagingBanner overrides={[]} onReset={jest.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });
});
