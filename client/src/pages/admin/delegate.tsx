import { useParams } from 'wouter';
import { DelegateRecord } from '@/features/admin/delegates/delegate-record';

export default function AdminDelegatePage() {
  const { id } = useParams<{ id: string }>();
  return <DelegateRecord key={id} id={id} />;
}
