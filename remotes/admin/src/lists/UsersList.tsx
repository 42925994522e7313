import { generateUsers, users } from '../data/users';
import { ListPage } from './ListPage';
import { USER_SEARCH_COLUMNS } from './searchColumns';
import { toUserRows, type UserRow } from './rows';

const makeRows = (count: number | null) =>
  toUserRows(count === null ? users : generateUsers(count));

export default function UsersList() {
  return (
    <ListPage<UserRow>
      title="Users"
      searchPlaceholder="Search for Users"
      noun={{ one: 'user', many: 'users' }}
      profileBase="/users"
      withGenre={false}
      withPlan
      searchColumns={USER_SEARCH_COLUMNS}
      makeRows={makeRows}
    />
  );
}
