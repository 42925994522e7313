import { ListPage } from './ListPage';

/**
 * Same filters and columns as writers, but the name is plain text (no consultant profile); so
 * the studio invitation's state and Resend (a writer's profile shows them) are a column here.
 */
export default function ConsultantsList() {
  return (
    <ListPage
      kind="consultants"
      title="Consultants"
      searchPlaceholder="Search for Consultants"
      noun={{ one: 'consultant', many: 'consultants' }}
      addLink={{ to: '/addconsultant', label: 'Add New Consultant' }}
      profileBase={null}
      withGenre
      withPlan={false}
      withInvitation
    />
  );
}
