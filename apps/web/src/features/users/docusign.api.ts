import { type BodyIn, type CurrentUser, docusignEndpoints as endpoints } from '@advice/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export const oauthAccountsKey = (userId: string) => ['oauth-accounts', userId] as const;

/** The signed-in adviser's connected DocuSign accounts. */
export function useOAuthAccounts(user: Pick<CurrentUser, 'id'>) {
  return useQuery({
    queryKey: oauthAccountsKey(user.id),
    queryFn: () => api.call(endpoints.listOAuthAccounts, { params: { id: user.id } }),
  });
}

/** The DocuSign sign-in page to send the adviser to, bound to this session. */
export function startDocusignConnection() {
  return api.call(endpoints.startOAuthConnection, { body: { provider: 'docusign' } });
}

/** Finishes connecting with what DocuSign handed back to account settings. */
export function finishDocusignConnection(body: Pick<BodyIn<typeof endpoints.connectOAuthAccounts>, 'code' | 'state'>) {
  return api.call(endpoints.connectOAuthAccounts, { body: { provider: 'docusign', ...body } });
}

export function disconnectOAuthAccount(account: { id: string }) {
  return api.call(endpoints.disconnectOAuthAccount, { params: { id: account.id } });
}

/** Leaves the portal for DocuSign's sign-in page (it sends the adviser back to account settings). */
export function goToDocusign(url: string): void {
  window.location.assign(url);
}
