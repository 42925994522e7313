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

  it('renders nothing without an active override', () => {
    const { container } = render(<StagingBanner overrides={[]} onReset={jest.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });
});
