import { z } from 'zod';
import { bootCalls } from '../api/boot-calls.ts';
import { answers, endpoint } from '../api/endpoint.ts';
import { messageSchema } from '../shared/fields.ts';
import { messages } from '../shared/messages.ts';
import { roles } from '../shared/roles.ts';
import {
  authenticatorResetBody,
  authenticatorResetRequestBody,
  confirmationQuery,
  confirmEmailChangeBody,
  currentUserSchema,
  passwordField,
  passwordResetBody,
  passwordResetRequestBody,
  signInBody,
} from './auth.schemas.ts';

const tag = 'auth';

const publicAccess = { public: true } as const;
const anyone = { roles } as const;

/** A sign-in either opens the session (the user) or asks for the second factor by the user's method. */
const signInAnswer = z.union([
  currentUserSchema,
  z.object({ two_factor_required: z.literal(true), method: z.enum(['email', 'authenticator']) }),
]);

/** The reset link's token, checked before the page asks for a new password. */
const passwordResetTokenQuery = z.object({
  reset_password_token: z.string().trim().min(16, messages['token.invalid']).max(200, messages['token.invalid']),
});

/** Who an invitation link is for, and whether they still have to choose a password. */
const inviteeSchema = z.object({ email: z.string(), first_name: z.string(), needs_password: z.boolean() });

/** An invitation sets the first password; an account registered with its own password confirms with the link alone. */
const confirmAccountBody = confirmationQuery
  .extend({ password: passwordField.optional(), password_confirmation: z.string().max(128).optional() })
  .refine((v) => v.password === undefined || v.password === v.password_confirmation, {
    message: messages['errors.passwordConfirmation'],
    path: ['password_confirmation'],
  });

/** Signing in and out, and the links sent by e-mail: password reset, confirmation, authenticator reset (spec 1 §9). */
export const authEndpoints = {
  signIn: endpoint({
    method: 'POST',
    path: '/users/sign_in',
    tag,
    access: publicAccess,
    body: signInBody,
    answer: answers.data(signInAnswer),
  }),
  signOut: endpoint({ method: 'DELETE', path: '/users/sign_out', tag, access: anyone, answer: answers.empty }),
  getCurrentUser: endpoint({ ...bootCalls.getCurrentUser, tag, access: anyone, answer: answers.data(currentUserSchema) }),
  requestPasswordReset: endpoint({
    method: 'POST',
    path: '/users/password',
    tag,
    access: publicAccess,
    body: passwordResetRequestBody,
    answer: answers.data(messageSchema, 202),
  }),
  checkPasswordResetToken: endpoint({
    method: 'GET',
    path: '/users/password',
    tag,
    access: publicAccess,
    query: passwordResetTokenQuery,
    answer: answers.data(messageSchema),
  }),
  resetPassword: endpoint({
    method: 'PATCH',
    path: '/users/password',
    tag,
    access: publicAccess,
    body: passwordResetBody,
    answer: answers.data(messageSchema),
  }),
  describeConfirmation: endpoint({
    method: 'GET',
    path: '/users/confirmation',
    tag,
    access: publicAccess,
    query: confirmationQuery,
    answer: answers.data(inviteeSchema),
  }),
  confirmAccount: endpoint({
    method: 'POST',
    path: '/users/confirmation',
    tag,
    access: publicAccess,
    body: confirmAccountBody,
    answer: answers.data(messageSchema),
  }),
  confirmEmailChange: endpoint({
    method: 'POST',
    path: '/users/confirmation/email',
    tag,
    access: publicAccess,
    body: confirmEmailChangeBody,
    answer: answers.data(messageSchema),
  }),
  requestAuthenticatorReset: endpoint({
    method: 'POST',
    path: '/users/reset_google_authenticator_setup',
    tag,
    access: publicAccess,
    body: authenticatorResetRequestBody,
    answer: answers.data(messageSchema, 202),
  }),
  resetAuthenticator: endpoint({
    method: 'POST',
    path: '/users/reset_authenticator',
    tag,
    access: publicAccess,
    body: authenticatorResetBody,
    answer: answers.data(messageSchema),
  }),
};
