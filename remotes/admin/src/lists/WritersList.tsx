import { generateWriters, writers } from '../data/writers';
import { ListPage } from './ListPage';
import { WRITER_SEARCH_COLUMNS } from './searchColumns';
import { toWriterRows, type WriterRow } from './rows';

const makeRows = (count: number | null) =>
  toWriterRows(count === null ? writers : generateWriters(count));

export default function WritersList() {
  return (
    <ListPage<WriterRow>
      title="Writers"
      searchPlaceholder="Search for writers"
      noun={{ one: 'writer', many: 'writers' }}
      addLink={{ to: '/addwriter', label: 'Add New Writer' }}
      profileBase="/writers"
      withGenre
      withPlan={false}
      searchColumns={WRITER_SEARCH_COLUMNS}
      makeRows={makeRows}
    />
  );
}
