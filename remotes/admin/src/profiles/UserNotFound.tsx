import { NotFoundBox } from '../common/NotFoundBox';

/** SPEC section 8: a profile route reached without a user in navigation state. */
export function UserNotFound({ listPath, listLabel }: { listPath: string; listLabel: string }) {
  return (
    <NotFoundBox title="User Not Found" to={listPath} action={`Go to ${listLabel}`}>
      Profiles open from the lists: choose a name on the {listLabel} page to see their profile.
    </NotFoundBox>
  );
}
