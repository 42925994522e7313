import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { authStore, useSignedInUser } from './authStore';

function Greeting() {
  const user = useSignedInUser();
  return <p>{user ? `Hi, ${user.first_name}` : 'Signed out'}</p>;
}

beforeEach(() => authStore.getState().clear());

it('renders signed out on the server, whatever is stored (the prerendered header)', () => {
  authStore.getState().setSession('token-1', { first_name: 'Ada' });
  expect(renderToString(<Greeting />)).toContain('Signed out');
});

it('shows the stored reader in the browser and follows log in and log out', () => {
  authStore.getState().setSession('token-1', { first_name: 'Ada' });
  render(<Greeting />);
  expect(screen.getByText('Hi, Ada')).toBeInTheDocument();
  act(() => authStore.getState().clear());
  expect(screen.getByText('Signed out')).toBeInTheDocument();
  act(() => authStore.getState().setSession('token-2', { first_name: 'Chidi' }));
  expect(screen.getByText('Hi, Chidi')).toBeInTheDocument();
});
