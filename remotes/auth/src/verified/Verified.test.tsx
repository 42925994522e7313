import { screen, within } from '@testing-library/react';
import { renderAt, setupAuthTests } from '../test/harness';

setupAuthTests();

describe('/confirm/verified (the code verified without JavaScript)', () => {
  it('says the account is ready and continues to the app page as the spec does', async () => {
    renderAt('/confirm/verified');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'E-mail Verified!' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/your account is ready/)).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      '/download2',
    );
    expect(within(main).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });
});
