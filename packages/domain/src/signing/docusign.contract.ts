import { z } from 'zod';
import { answers, endpoint } from '../api/endpoint.ts';
import { idParam } from '../shared/fields.ts';
import { staffRoles } from '../shared/roles.ts';
import {
  docusignEnvelopeBody,
  oauthAccountSchema,
  oauthAuthorizationSchema,
  oauthAuthorizeBody,
  oauthConnectBody,
  oauthConnectedSchema,
} from './docusign.ts';
import { envelopeSchema } from './signing.ts';

const feature = 'docusign';
/** Advisers connect their own signing accounts (spec 1 §6) and send through them. */
const adviser = { roles: ['adviser'] } as const;
const clientOrStaff = { roles: ['client', ...staffRoles] } as const;

/**
 * An adviser's connected signing accounts (spec 1 §7 `/oauth_accounts`, `GET /users/{id}/oauth_accounts`) and
 * signing through DocuSign (`/docusign` envelopes and documents). Another user's account is a 404, like
 * another practice's.
 */
export const docusignEndpoints = {
  /** The DocuSign sign-in page to send the adviser to; it comes back to account settings with a code. */
  startOAuthConnection: endpoint({
    method: 'POST',
    path: '/oauth_accounts/authorize',
    tag: 'oauth-accounts',
    feature,
    access: adviser,
    body: oauthAuthorizeBody,
    answer: answers.data(oauthAuthorizationSchema),
  }),
  /** Exchanges the code for tokens and keeps every eSignature account of the DocuSign login. */
  connectOAuthAccounts: endpoint({
    method: 'POST',
    path: '/oauth_accounts',
    tag: 'oauth-accounts',
    feature,
    access: adviser,
    body: oauthConnectBody,
    answer: answers.data(oauthConnectedSchema, 201),
  }),
  listOAuthAccounts: endpoint({
    method: 'GET',
    path: '/users/:id/oauth_accounts',
    tag: 'oauth-accounts',
    feature,
    access: adviser,
    params: idParam,
    answer: answers.data(z.array(oauthAccountSchema)),
  }),
  /** Forgets the account and its tokens here; access granted at DocuSign is withdrawn there. */
  disconnectOAuthAccount: endpoint({
    method: 'DELETE',
    path: '/oauth_accounts/:id',
    tag: 'oauth-accounts',
    feature,
    access: adviser,
    params: idParam,
    answer: answers.empty,
  }),
  /** Sends a case document for signature through one of the adviser's DocuSign accounts. */
  createDocusignEnvelope: endpoint({
    method: 'POST',
    path: '/docusign/envelopes',
    tag: 'documents',
    feature,
    access: adviser,
    body: docusignEnvelopeBody,
    answer: answers.data(envelopeSchema, 201),
  }),
  /** The envelope with its status and each signer's as DocuSign has them now. */
  getDocusignEnvelope: endpoint({
    method: 'GET',
    path: '/docusign/envelopes/:id',
    tag: 'documents',
    feature,
    access: clientOrStaff,
    params: idParam,
    answer: answers.data(envelopeSchema),
  }),
  /** The completed PDF of the document (`:id`, a case document's id) signed through DocuSign. */
  downloadDocusignDocument: endpoint({
    method: 'GET',
    path: '/docusign/documents/:id',
    tag: 'documents',
    feature,
    access: clientOrStaff,
    params: idParam,
    answer: answers.file,
  }),
};
