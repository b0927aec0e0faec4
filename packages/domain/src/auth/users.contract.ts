import { z } from 'zod';
import { answers, endpoint } from '../api/endpoint.ts';
import { clientRolesFor, staffRolesFor } from '../people/people.permissions.ts';
import { idParam, messageSchema } from '../shared/fields.ts';
import { practiceRoles, roles } from '../shared/roles.ts';
import {
  authenticatorVerifyBody,
  changeEmailBody,
  changePasswordBody,
  profileBody,
  sessionTimeoutBody,
  twoFactorDisableBody,
  twoFactorEmailBody,
} from './auth.schemas.ts';
import { userEmailSearchQuery, userSearchQuery, userSearchResultSchema } from './user-search.schemas.ts';

const tag = 'users';
const self = { roles, self: true } as const;

/** A fresh authenticator secret, its otpauth URL and the QR code that carries it. */
const authenticatorSetupSchema = z.object({ secret: z.string(), otpauth_url: z.string(), qr_code: z.string() });

/** A client's invitation goes by the client permission table, a member of staff's by the staff one. */
const resenders = [...new Set([...clientRolesFor('client.resendInvitation'), ...staffRolesFor('staff.resendInvitation')])];

/** One's own account (profile, password, e-mail, two-factor, photo, personal data) and the account actions of others. */
export const usersEndpoints = {
  /** The people the caller may see (their clients by the one client access rule, their practice's staff), by name or e-mail. */
  searchUsers: endpoint({
    method: 'GET',
    path: '/users/search',
    tag,
    access: { roles: practiceRoles },
    query: userSearchQuery,
    answer: answers.page(userSearchResultSchema),
  }),
  /** The same people, by one whole e-mail address. */
  searchUsersByEmail: endpoint({
    method: 'GET',
    path: '/users/email_search',
    tag,
    access: { roles: practiceRoles },
    query: userEmailSearchQuery,
    answer: answers.page(userSearchResultSchema),
  }),
  updateProfile: endpoint({
    method: 'PATCH',
    path: '/users/:id/profile',
    tag,
    access: self,
    params: idParam,
    body: profileBody,
    answer: answers.data(messageSchema),
  }),
  changePassword: endpoint({
    method: 'PATCH',
    path: '/users/:id/password',
    tag,
    access: self,
    params: idParam,
    body: changePasswordBody,
    answer: answers.data(messageSchema),
  }),
  changeEmail: endpoint({
    method: 'PATCH',
    path: '/users/:id/update-email',
    tag,
    access: self,
    params: idParam,
    body: changeEmailBody,
    answer: answers.data(messageSchema),
  }),
  setSessionTimeout: endpoint({
    method: 'PATCH',
    path: '/users/:id/session-timeout',
    tag,
    access: self,
    params: idParam,
    body: sessionTimeoutBody,
    answer: answers.data(messageSchema),
  }),
  startAuthenticatorSetup: endpoint({
    feature: 'twoFactorAuthentication',
    method: 'GET',
    path: '/users/:id/authenticator',
    tag,
    access: self,
    params: idParam,
    answer: answers.data(authenticatorSetupSchema),
  }),
  verifyAuthenticator: endpoint({
    feature: 'twoFactorAuthentication',
    method: 'POST',
    path: '/users/:id/verify',
    tag,
    access: self,
    params: idParam,
    body: authenticatorVerifyBody,
    answer: answers.data(messageSchema),
  }),
  disableTwoFactor: endpoint({
    method: 'PATCH',
    path: '/users/:id/disable',
    tag,
    access: self,
    params: idParam,
    body: twoFactorDisableBody,
    answer: answers.data(messageSchema),
  }),
  setEmailTwoFactor: endpoint({
    method: 'PATCH',
    path: '/users/:id/update-two-factor-auth',
    tag,
    access: self,
    params: idParam,
    body: twoFactorEmailBody,
    answer: answers.data(messageSchema),
  }),
  updateAvatar: endpoint({
    method: 'PATCH',
    path: '/users/:id/update-avatar',
    tag,
    access: self,
    params: idParam,
    upload: { purpose: 'avatar' },
    answer: answers.data(messageSchema),
  }),
  removeAvatar: endpoint({ method: 'DELETE', path: '/users/:id/remove-avatar', tag, access: self, params: idParam, answer: answers.empty }),
  getAvatar: endpoint({ method: 'GET', path: '/avatars/:id', tag, access: { roles }, params: idParam, answer: answers.file }),
  /** The picture shown behind the person in meetings, their own (spec 2 §7 "Set virtual background": multipart {image}). */
  updateVirtualBackground: endpoint({
    method: 'PATCH',
    path: '/users/:id/update-virtual-background',
    tag,
    access: self,
    params: idParam,
    upload: { purpose: 'virtualBackground' },
    answer: answers.data(messageSchema),
  }),
  removeVirtualBackground: endpoint({
    method: 'DELETE',
    path: '/users/:id/remove-virtual-background',
    tag,
    access: self,
    params: idParam,
    answer: answers.empty,
  }),
  /** Read back by its owner's meeting room to draw it; a 404 while there is none. */
  getVirtualBackground: endpoint({
    method: 'GET',
    path: '/users/:id/virtual-background',
    tag,
    access: self,
    params: idParam,
    answer: answers.file,
  }),
  exportPersonalData: endpoint({
    feature: 'gdprDataDownload',
    method: 'GET',
    path: '/users/:id/personal-data',
    tag,
    access: self,
    params: idParam,
    answer: answers.file,
  }),
  deactivateUser: endpoint({
    method: 'PATCH',
    path: '/users/:id/deactivate',
    tag,
    access: { roles: ['adviser', 'director'] },
    params: idParam,
    answer: answers.data(messageSchema),
  }),
  resendConfirmation: endpoint({
    method: 'POST',
    path: '/users/:id/resend-confirmation',
    tag,
    access: { roles: resenders },
    params: idParam,
    answer: answers.data(messageSchema),
  }),
  /** Served with the account actions (it clears the sign-in lockout), listed under the clients' tag. */
  unblockClient: endpoint({
    method: 'POST',
    path: '/clients/:id/unblock',
    tag: 'clients',
    access: { roles: clientRolesFor('client.unlock') },
    params: idParam,
    answer: answers.data(messageSchema),
  }),
};
