import type { ClientAccountStatus } from '@advice/domain';
import type { StatusTone } from '../../ui/index.ts';

const accountStatusTones: Record<ClientAccountStatus, StatusTone> = {
  invited: 'info',
  active: 'success',
  deactivated: 'warning',
  invitation_cancelled: 'danger',
};

/** The badge tone of a client's or staff member's account status; an unknown one reads as neutral. */
export function accountStatusTone(status: string): StatusTone {
  return accountStatusTones[status as ClientAccountStatus] ?? 'neutral';
}
