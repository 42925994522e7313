import { ListPage } from './ListPage';

export default function WritersList() {
  return (
    <ListPage
      kind="writers"
      title="Writers"
      searchPlaceholder="Search for writers"
      noun={{ one: 'writer', many: 'writers' }}
      addLink={{ to: '/addwriter', label: 'Add New Writer' }}
      profileBase="/writers"
      withGenre
      withPlan={false}
    />
  );
}
