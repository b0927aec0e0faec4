import { onboardingEndpoints as endpoints } from '@advice/domain';
import type { FastifyInstance } from 'fastify';
import { sendDownload, sendMedia } from '../../http/download.ts';
import { serve } from '../../http/endpoint.ts';
import { requestInfo } from '../../http/request-info.ts';
import { assertFeatureOn } from '../../http/tenant.ts';
import { createCaptchaChallenge } from '../../platform/captcha/captcha.ts';
import { setSessionCookies } from '../auth/sessions.ts';
import { getOnboardingContext, listPreferredAdvisers, readOnboardingDisclosure, readPreferredAdviserAvatar } from './onboarding.context.ts';
import { loadOnboardingPractice } from './onboarding.queries.ts';
import { registerClient } from './onboarding.registration.ts';
import { resendRegistrationConfirmation } from './onboarding.resend.ts';

/** The onboarding wizard's calls: all public, on the practice's own host. */
export async function onboardingRoutes(app: FastifyInstance): Promise<void> {
  const { runtime } = app;
  const limited = { rateLimit: { max: runtime.config.authRateLimit, timeWindow: '1 minute' } };

  serve(
    app,
    endpoints.getCaptchaChallenge,
    async (request, reply) => {
      const practice = await loadOnboardingPractice(runtime.db, request.practice?.id ?? null);
      const challenge = await createCaptchaChallenge(runtime.db, runtime.config, practice.id);
      reply.header('cache-control', 'no-store');
      return { parameters: { ...challenge.parameters }, signature: challenge.signature ?? '' };
    },
    limited,
  );

  serve(app, endpoints.getContext, (request) => getOnboardingContext(runtime, request.practice?.id ?? null, request.query.invitation));

  serve(app, endpoints.listPreferredAdvisers, (request) => listPreferredAdvisers(runtime, request.practice?.id ?? null));

  serve(app, endpoints.getPreferredAdviserAvatar, async (request, reply) => {
    const image = await readPreferredAdviserAvatar(runtime, request.practice?.id ?? null, request.params.id);
    return sendMedia(reply, { body: image, contentType: 'image/png' }, { cacheControl: 'public, max-age=3600' });
  });

  serve(app, endpoints.getDisclosure, async (request, reply) => {
    const file = await readOnboardingDisclosure(runtime, request.practice?.id ?? null, request.params.id);
    return sendDownload(reply, { body: file.body, contentType: 'application/pdf', fileName: file.fileName });
  });

  serve(
    app,
    endpoints.registerClient,
    async (request, reply) => {
      // A visitor signs up to become a client only where the practice offers it; an invited client always may.
      if (!request.body.invitation) assertFeatureOn(request, 'becomeClient');
      const { result, session } = await registerClient(runtime, request.body, requestInfo(request));
      if (session) setSessionCookies(request, reply, session, false);
      return result;
    },
    limited,
  );

  serve(
    app,
    endpoints.resendRegistrationConfirmation,
    (request) => resendRegistrationConfirmation(runtime, request.body, requestInfo(request)),
    limited,
  );
}
