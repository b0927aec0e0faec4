import { z } from 'zod';
import { answers, endpoint } from '../api/endpoint.ts';
import { idParam } from '../shared/fields.ts';
import {
  onboardingContext,
  preferredAdviserItem,
  registrationBody,
  registrationResult,
  resendConfirmationBody,
} from './registration.schemas.ts';

const tag = 'onboarding';
const publicAccess = { public: true } as const;

/** An ALTCHA v2 challenge as the widget v3 fetches it from its `challenge` URL (its own shape, outside `{ data }`). */
const captchaChallenge = z.object({ parameters: z.record(z.string(), z.unknown()), signature: z.string() });

/** The onboarding wizard's calls (spec 2): all public, on the practice's own host. */
export const onboardingEndpoints = {
  getCaptchaChallenge: endpoint({
    method: 'GET',
    path: '/onboarding/captcha',
    tag,
    access: publicAccess,
    answer: answers.raw(captchaChallenge),
  }),
  getContext: endpoint({
    method: 'GET',
    path: '/onboarding/context',
    tag,
    access: publicAccess,
    query: z.object({ invitation: z.string().trim().min(1).max(200).optional() }),
    answer: answers.data(onboardingContext),
  }),
  listPreferredAdvisers: endpoint({
    method: 'GET',
    path: '/onboarding/preferred-advisers',
    tag,
    access: publicAccess,
    answer: answers.data(z.array(preferredAdviserItem)),
  }),
  getPreferredAdviserAvatar: endpoint({
    method: 'GET',
    path: '/onboarding/preferred-advisers/:id/avatar',
    tag,
    access: publicAccess,
    params: idParam,
    answer: answers.file,
  }),
  getDisclosure: endpoint({
    method: 'GET',
    path: '/onboarding/disclosure/:id',
    tag,
    access: publicAccess,
    params: idParam,
    answer: answers.file,
  }),
  registerClient: endpoint({
    method: 'POST',
    path: '/onboarding/registrations',
    tag,
    access: publicAccess,
    body: registrationBody,
    answer: answers.data(registrationResult, 201),
  }),
  resendRegistrationConfirmation: endpoint({
    method: 'POST',
    path: '/onboarding/resend-confirmation',
    tag,
    access: publicAccess,
    body: resendConfirmationBody,
    answer: answers.data(z.object({ message: z.string(), email: z.string() })),
  }),
};
