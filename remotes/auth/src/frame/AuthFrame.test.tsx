import { act, screen, waitFor, within } from '@testing-library/react';
import { authStore } from '@thrive/auth-store';
import { ada, currentLocation, json, mockApi, renderAt, setupAuthTests } from '../test/harness';

setupAuthTests();

/** The wide header's account area (the phone's copy is hidden by CSS). */
const accountArea = () => within(screen.getByRole('banner')).getAllByTestId('account-area')[0]!;
/** The pages load lazily: wait for the frame. */
const frameShown = () => screen.findByRole('banner');

describe("the account pages' header knows the session", () => {
  it.each(['/download2', '/reset', '/confirm'])(
    'shows the signed-in reader and Log out on %s',
    async (path) => {
      act(() => authStore.getState().setSession('token-1', ada));
      renderAt(path, path === '/confirm' ? { email: ada.email } : undefined);
      await frameShown();
      const area = accountArea();
      expect(
        await within(area).findByRole('link', { name: 'Hi, Ada (your account)' }),
      ).toHaveAttribute('href', '/account');
      expect(within(area).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
      // The phone's header bar has the same two.
      const compact = within(screen.getByRole('banner')).getAllByTestId('account-area')[1]!;
      expect(within(compact).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    },
  );

  it('holds only the home link for a signed-out visitor (the page is the way in)', async () => {
    renderAt('/reset');
    await screen.findByRole('heading', { level: 1, name: 'Reset Password' });
    const banner = screen.getByRole('banner');
    // Besides the language switch (hreflang), which every public page has.
    expect(
      within(banner)
        .getAllByRole('link')
        .filter((link) => !link.hasAttribute('hreflang'))
        .map((link) => link.textContent),
    ).toEqual([expect.stringContaining('home page')]);
    expect(within(banner).queryByRole('button')).toBeNull();
  });

  it('logs out from the header: the API revokes the token, the page says so, focus stays in the header', async () => {
    const sent = mockApi({
      '/reader/logout': () => new Response(null, { status: 204 }),
      // The header's notifications bell (issue 42).
      '/reader/notifications/unread': () => json(200, { unread: 0 }),
    });
    act(() => authStore.getState().setSession('token-7', ada));
    const { user } = renderAt('/download2');
    await frameShown();
    await user.click(within(accountArea()).getByRole('button', { name: 'Log out' }));

    await waitFor(() => expect(authStore.getState().token).toBeNull());
    expect(sent.filter((call) => call.path !== '/reader/notifications/unread')).toEqual([
      expect.objectContaining({ path: '/reader/logout', authorization: 'Bearer token-7' }),
    ]);
    expect(within(screen.getByRole('banner')).getByRole('status')).toHaveTextContent(
      'You have logged out.',
    );
    expect(screen.getByRole('banner')).toContainElement(document.activeElement as HTMLElement);
    expect(within(accountArea()).queryByRole('button', { name: 'Log out' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent('Ada');
  });

  it('logging out from the header on /download leads to /login', async () => {
    mockApi({
      '/reader/me': () => json(200, { user: ada }),
      '/reader/logout': () => new Response(null, { status: 204 }),
    });
    act(() => authStore.getState().setSession('token-7', ada));
    const { user } = renderAt('/download');
    await frameShown();
    await user.click(await within(accountArea()).findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(currentLocation().pathname).toBe('/login'));
    expect(authStore.getState().token).toBeNull();
  });
});
