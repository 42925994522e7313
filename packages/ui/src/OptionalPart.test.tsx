import { lazy } from 'react';
import { render, screen } from '@testing-library/react';
import { OptionalPart } from './OptionalPart';

describe('OptionalPart', () => {
  it('shows the fallback while the code arrives, then the part', async () => {
    const Part = lazy(async () => ({ default: () => <p>Writer cards</p> }));
    render(
      <main>
        <h1>Home</h1>
        <OptionalPart fallback={<p>Cards on their way</p>}>
          <Part />
        </OptionalPart>
      </main>,
    );
    expect(screen.getByText('Cards on their way')).toBeInTheDocument();
    expect(await screen.findByText('Writer cards')).toBeInTheDocument();
    expect(screen.queryByText('Cards on their way')).not.toBeInTheDocument();
  });

  it('keeps the fallback and the rest of the page when the code never comes (offline)', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Part = lazy(() => Promise.reject(new Error('Loading chunk 100 failed')));
    render(
      <main>
        <h1>Home</h1>
        <OptionalPart fallback={<p>Cards on their way</p>}>
          <Part />
        </OptionalPart>
      </main>,
    );
    // The rejected import settles, the boundary keeps the fallback; the heading stays.
    await screen.findByText('Cards on their way');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByText('Cards on their way')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    spy.mockRestore();
  });
});
