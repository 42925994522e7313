import { ListPage } from './ListPage';

export default function UsersList() {
  return (
    <ListPage
      kind="users"
      title="Users"
      searchPlaceholder="Search for Users"
      noun={{ one: 'user', many: 'users' }}
      profileBase="/users"
      withGenre={false}
      withPlan
    />
  );
}
