import { NotFoundBox } from '../common/NotFoundBox';

/** SPEC section 8: a profile route whose person does not exist (or was deleted). */
export function UserNotFound({ listPath, listLabel }: { listPath: string; listLabel: string }) {
  return (
    <NotFoundBox title="User Not Found" to={listPath} action={`Go to ${listLabel}`}>
      There is no one with this number on the {listLabel} list. They may have been deleted: look in
      Deleted Profiles on the dashboard, or choose a name on the {listLabel} page.
    </NotFoundBox>
  );
}
