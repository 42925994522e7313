// Test-only: the studio App in a memory router, and a signed-in contributor.
import { act, configure, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Contributor } from '@thrive/reader-contract/schemas';
import App from '../App';
import { studioSession } from '../session/studioSession';

// Lazy pages can take more than a second on a busy machine.
configure({ asyncUtilTimeout: 5000 });

export const WRITER: Contributor = {
  member_id: 7,
  role: 'writer',
  email: 'amaka@example.com',
  display_name: 'Amaka Obi',
  genre: 'Mental Health',
};

export const STUDIO_TOKEN = 'studio-token-0123456789abcdefghij';

export function signInAs(contributor: Contributor = WRITER) {
  act(() => studioSession.getState().signIn(STUDIO_TOKEN, contributor));
}

export function renderStudio(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );
}
