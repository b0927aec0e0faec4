import {
  idParam,
  onboardingContext,
  preferredAdviserItem,
  registrationBody,
  registrationResult,
  resendConfirmationBody,
} from '@advice/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendDownload, sendMedia } from '../../http/download.ts';
import { requestInfo } from '../../http/request-info.ts';
import { createCaptchaChallenge } from '../../platform/captcha/captcha.ts';
import { setSessionCookies } from '../auth/sessions.ts';
import { getOnboardingContext, listPreferredAdvisers, readOnboardingDisclosure, readPreferredAdviserAvatar } from './onboarding.context.ts';
import { loadOnboardingPractice } from './onboarding.queries.ts';
import { registerClient } from './onboarding.registration.ts';
import { resendRegistrationConfirmation } from './onboarding.resend.ts';

const publicAccess = { public: true } as const;

/** An ALTCHA v2 challenge as the widget v3 fetches it from its `challenge` URL. */
const captchaChallenge = z.object({ parameters: z.record(z.string(), z.unknown()), signature: z.string() });

/** The onboarding wizard's calls: all public, on the practice's own host. */
export async function onboardingRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { runtime } = app;
  const limited = { max: runtime.config.authRateLimit, timeWindow: '1 minute' };

  app.get('/onboarding/captcha', {
    config: { access: publicAccess, rateLimit: limited },
    schema: { tags: ['onboarding'], response: { 200: captchaChallenge } },
    handler: async (request, reply) => {
      const practice = await loadOnboardingPractice(runtime.db, request.practice?.id ?? null);
      const challenge = await createCaptchaChallenge(runtime.db, runtime.config, practice.id);
      return reply
        .header('cache-control', 'no-store')
        .send({ parameters: { ...challenge.parameters }, signature: challenge.signature ?? '' });
    },
  });

  app.get('/onboarding/context', {
    config: { access: publicAccess },
    schema: {
      tags: ['onboarding'],
      querystring: z.object({ invitation: z.string().trim().min(1).max(200).optional() }),
      response: { 200: z.object({ data: onboardingContext }) },
    },
    handler: async (request) => ({
      data: await getOnboardingContext(runtime, request.practice?.id ?? null, request.query.invitation),
    }),
  });

  app.get('/onboarding/preferred-advisers', {
    config: { access: publicAccess },
    schema: { tags: ['onboarding'], response: { 200: z.object({ data: z.array(preferredAdviserItem) }) } },
    handler: async (request) => ({ data: await listPreferredAdvisers(runtime, request.practice?.id ?? null) }),
  });

  app.get('/onboarding/preferred-advisers/:id/avatar', {
    config: { access: publicAccess },
    schema: { tags: ['onboarding'], params: idParam },
    handler: async (request, reply) => {
      const image = await readPreferredAdviserAvatar(runtime, request.practice?.id ?? null, request.params.id);
      return sendMedia(reply, { body: image, contentType: 'image/png' }, { cacheControl: 'public, max-age=3600' });
    },
  });

  app.get('/onboarding/disclosure/:id', {
    config: { access: publicAccess },
    schema: { tags: ['onboarding'], params: idParam },
    handler: async (request, reply) => {
      const file = await readOnboardingDisclosure(runtime, request.practice?.id ?? null, request.params.id);
      return sendDownload(reply, { body: file.body, contentType: 'application/pdf', fileName: file.fileName });
    },
  });

  app.post('/onboarding/registrations', {
    config: { access: publicAccess, rateLimit: limited },
    schema: { tags: ['onboarding'], body: registrationBody, response: { 201: z.object({ data: registrationResult }) } },
    handler: async (request, reply) => {
      const { result, session } = await registerClient(runtime, request.body, requestInfo(request));
      if (session) setSessionCookies(request, reply, session, false);
      return reply.code(201).send({ data: result });
    },
  });

  app.post('/onboarding/resend-confirmation', {
    config: { access: publicAccess, rateLimit: limited },
    schema: {
      tags: ['onboarding'],
      body: resendConfirmationBody,
      response: { 200: z.object({ data: z.object({ message: z.string(), email: z.string() }) }) },
    },
    handler: async (request) => ({ data: await resendRegistrationConfirmation(runtime, request.body, requestInfo(request)) }),
  });
}
