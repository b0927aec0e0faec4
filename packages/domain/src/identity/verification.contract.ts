import { z } from 'zod';
import { answers, endpoint } from '../api/endpoint.ts';
import { auditEventSchema } from '../audit/audit.schemas.ts';
import { clientRolesFor } from '../people/people.permissions.ts';
import { idParam, paginationQuery } from '../shared/fields.ts';
import {
  authorityParam,
  verificationAuditQuery,
  verificationCallbackQuery,
  verificationCreateBody,
  verificationJwksSchema,
  verificationListQuery,
  verificationSavedSchema,
  verificationSchema,
  verificationStartSchema,
  verificationToReviewSchema,
} from './verification.schemas.ts';

const tag = 'identity-verifications';
/** Either authority's flag keeps verifications; the service checks the one a verification uses. */
const feature = ['singpass', 'iamSmart'] as const;
const viewers = { roles: clientRolesFor('verification.view') } as const;
const verificationParams = z.object({ id: z.uuid(), verificationId: z.uuid() });

/**
 * Identity verifications through Singpass and iAM Smart (spec 3 §7 `/clients/{id}/identity-verifications`,
 * with the authorities' consent and data calls), and the sandbox provider the product runs as the embedded default.
 */
export const verificationEndpoints = {
  listIdentityVerifications: endpoint({
    method: 'GET',
    path: '/clients/:id/identity-verifications',
    tag,
    feature,
    access: viewers,
    params: idParam,
    query: verificationListQuery,
    answer: answers.page(verificationSchema),
  }),
  createIdentityVerification: endpoint({
    method: 'POST',
    path: '/clients/:id/identity-verifications',
    tag,
    feature,
    access: { roles: clientRolesFor('verification.create') },
    params: idParam,
    body: verificationCreateBody,
    answer: answers.data(verificationSavedSchema, 201),
  }),
  /** What was done with the client's verifications, as sentences, newest first; of one when `verification_id` is given. */
  listIdentityVerificationAuditTrail: endpoint({
    method: 'GET',
    path: '/clients/:id/identity-verifications/audit-trail',
    tag,
    feature,
    access: viewers,
    params: idParam,
    query: verificationAuditQuery,
    answer: answers.page(auditEventSchema),
  }),
  getIdentityVerification: endpoint({
    method: 'GET',
    path: '/clients/:id/identity-verifications/:verificationId',
    tag,
    feature,
    access: viewers,
    params: verificationParams,
    answer: answers.data(verificationSchema),
  }),
  /**
   * The client's consent to share their details: starts the authority's OpenID Connect flow (authorisation
   * code, PKCE, state and nonce) and answers the authority's sign-in address for the browser to go to.
   */
  startIdentityVerification: endpoint({
    method: 'POST',
    path: '/clients/:id/identity-verifications/:verificationId/consent',
    tag,
    feature,
    access: { roles: clientRolesFor('verification.submit') },
    params: verificationParams,
    answer: answers.data(verificationStartSchema),
  }),
  completeIdentityVerification: endpoint({
    method: 'POST',
    path: '/clients/:id/identity-verifications/:verificationId/complete',
    tag,
    feature,
    access: { roles: clientRolesFor('verification.complete') },
    params: verificationParams,
    answer: answers.data(verificationSavedSchema),
  }),
  cancelIdentityVerification: endpoint({
    method: 'POST',
    path: '/clients/:id/identity-verifications/:verificationId/cancel',
    tag,
    feature,
    access: { roles: clientRolesFor('verification.cancel') },
    params: verificationParams,
    answer: answers.data(verificationSavedSchema),
  }),
  /** Submitted verifications of the clients the viewer may complete them for, oldest first: their home's panel. */
  listIdentityVerificationsToReview: endpoint({
    method: 'GET',
    path: '/identity-verifications/to-review',
    tag,
    feature,
    access: { roles: clientRolesFor('verification.complete') },
    query: paginationQuery,
    answer: answers.page(verificationToReviewSchema),
  }),
  /**
   * Where the authority sends the client's browser back (the redirect URI registered with it): checks the
   * state, exchanges the code, checks (and decrypts) the ID token, fetches the details, then sends the
   * browser on to the verification's page (a redirect, hence a `file` answer: the browser shows what follows).
   */
  finishIdentityVerification: endpoint({
    method: 'GET',
    path: '/identity-verifications/callback',
    tag,
    feature,
    access: { roles: clientRolesFor('verification.submit') },
    query: verificationCallbackQuery,
    answer: answers.file,
  }),
  /** The portal's public keys for an authority: its client assertions are checked, and its ID tokens encrypted, with them. */
  getIdentityVerificationKeys: endpoint({
    method: 'GET',
    path: '/identity-verifications/:authority/jwks',
    tag,
    feature,
    access: { public: true },
    params: authorityParam,
    answer: answers.raw(verificationJwksSchema),
  }),
  /**
   * The sandbox OpenID Connect provider of each authority (`oidc-provider`), while no real one is configured:
   * discovery, keys, sign-in, its page to pick a test person, token and data endpoints. Its own protocol answers.
   */
  sandboxProviderGet: endpoint({
    method: 'GET',
    path: '/identity-sandbox/:authority/*',
    tag,
    feature,
    access: { public: true },
    answer: answers.file,
    hidden: true,
  }),
  sandboxProviderPost: endpoint({
    method: 'POST',
    path: '/identity-sandbox/:authority/*',
    tag,
    feature,
    access: { public: true },
    answer: answers.file,
    hidden: true,
  }),
};

export * from './verification.schemas.ts';
export * from './verification.ts';
