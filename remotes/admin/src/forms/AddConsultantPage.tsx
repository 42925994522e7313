import { AddMemberForm } from './AddMemberForm';

export default function AddConsultantPage() {
  return <AddMemberForm role="Consultant" />;
}
