import { render, screen } from '@testing-library/react';
import { ReleaseIndicator } from './ReleaseIndicator';

describe('ReleaseIndicator', () => {
  it('names the remote, its release and how the page was drawn', () => {
    render(<ReleaseIndicator remote="auth" release="2404dae6516f" prerendered />);
    expect(screen.getByRole('complementary', { name: 'Release indicator' })).toHaveTextContent(
      'auth 2404dae6516f · prerendered',
    );
  });

  it('says when only the shell drew the page', () => {
    render(<ReleaseIndicator remote={null} release="none" prerendered={false} />);
    expect(screen.getByRole('complementary')).toHaveTextContent('shell only');
  });
});
