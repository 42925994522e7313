import { Button, LoadingState } from '@thrive/ui';
import { namesNothing } from '../storiesApi';
import { COMMON } from './copy';
import type { RemoteData } from './useRemoteData';

/** What a page shows while its content loads or when it could not. */
export function LoadState({
  data,
  retry,
  notFound,
}: {
  data: RemoteData<unknown>;
  retry: () => void;
  notFound?: string;
}) {
  if (data.state === 'loading') return <LoadingState />;
  if (data.state === 'error') {
    if (data.status !== null && namesNothing(data.status) && notFound)
      return <p role="alert">{notFound}</p>;
    return (
      <div role="alert">
        <p>{data.message}</p>
        <Button type="button" onClick={retry}>
          {COMMON.retry}
        </Button>
      </div>
    );
  }
  return null;
}
