import { consultants, generateConsultants } from '../data/consultants';
import { ListPage } from './ListPage';
import { WRITER_SEARCH_COLUMNS } from './searchColumns';
import { toWriterRows, type WriterRow } from './rows';

const makeRows = (count: number | null) =>
  toWriterRows(count === null ? consultants : generateConsultants(count));

/** Same filters and columns as writers, but the name is plain text (no consultant profile). */
export default function ConsultantsList() {
  return (
    <ListPage<WriterRow>
      title="Consultants"
      searchPlaceholder="Search for Consultants"
      noun={{ one: 'consultant', many: 'consultants' }}
      addLink={{ to: '/addconsultant', label: 'Add New Consultant' }}
      profileBase={null}
      withGenre
      withPlan={false}
      searchColumns={WRITER_SEARCH_COLUMNS}
      makeRows={makeRows}
    />
  );
}
