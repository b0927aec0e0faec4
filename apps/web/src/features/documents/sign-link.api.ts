import { signingEndpoints as endpoints, type SignByLinkBody } from '@advice/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { downloadFile } from '../../lib/download.ts';
import type { SigningFileKind } from './sign-channel.ts';

/** Nobody is signed in on a signing link's page: a refusal is the page's to show, never a trip to sign in. */
const quiet = { silent: true, authRedirect: false } as const;

export const signingLinkKey = (token: string) => ['signing-link', token] as const;

/** The signing request a link opens, as its signer sees it; errors (a link that does not work) are the page's to show. */
export function useSigningLink(token: string) {
  return useQuery({
    queryKey: signingLinkKey(token),
    queryFn: () => api.call(endpoints.getSigningLink, { params: { token }, ...quiet }),
  });
}

/** The calls of a signing link's page, each through the link's token. */
export function signingLinkCalls(token: string) {
  const params = { token };
  return {
    sign: (body: SignByLinkBody) => api.call(endpoints.signByLink, { params, body, ...quiet }),
    sendPasscode: () => api.call(endpoints.sendSigningLinkPasscode, { params, ...quiet }),
    decline: (reason: string) => api.call(endpoints.declineByLink, { params, body: { reason }, ...quiet }),
    download: (which: SigningFileKind) =>
      downloadFile(which === 'signed' ? endpoints.downloadSigningLinkSigned : endpoints.downloadSigningLinkCertificate, {
        params,
        authRedirect: false,
      }),
  };
}
