import type { CurrentUser } from '@advice/domain';
import { Spinner } from '../../../ui/index.ts';
import { useClient } from './client-account.api.ts';
import { PersonalDetailsForm } from './client-details-form.tsx';

/** The 'Address and date of birth' section of a client's own account settings; renders nothing for staff. */
export function PersonalDetailsSection({ user }: { user: CurrentUser }) {
  if (user.role !== 'client') return null;
  return <ClientPersonalDetails id={user.id} />;
}

function ClientPersonalDetails({ id }: { id: string }) {
  const client = useClient(id);
  if (!client.data) return client.isPending ? <Spinner /> : null;
  return <PersonalDetailsForm client={client.data} />;
}
