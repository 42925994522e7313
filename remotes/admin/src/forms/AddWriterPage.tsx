import { AddMemberForm } from './AddMemberForm';

export default function AddWriterPage() {
  return <AddMemberForm role="Writer" />;
}
