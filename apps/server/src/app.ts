import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { AppError, apiPrefix, messages } from '@advice/domain';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { activityRoutes } from './features/activity/activity.routes.ts';
import { analyticsRoutes } from './features/analytics/analytics.routes.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { blogRoutes } from './features/blog/blog.routes.ts';
import { casesRoutes } from './features/cases/cases.routes.ts';
import { consumerDutyRoutes } from './features/consumer-duty/consumer-duty.routes.ts';
import { contentRoutes } from './features/content/content.routes.ts';
import { estateSummaryRoutes } from './features/estate-summary/estate-summary.routes.ts';
import { factFindRoutes } from './features/fact-find/fact-find.routes.ts';
import { factFindHomeRoutes } from './features/fact-find/fact-find-home.routes.ts';
import { taxHealthCheckRoutes } from './features/financial-audit/financial-audit.routes.ts';
import { financialPlanningRoutes } from './features/financial-planning/financial-planning.routes.ts';
import { financialStrategyRoutes } from './features/financial-strategy/financial-strategy.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { helpRoutes } from './features/help/help.routes.ts';
import { identityRoutes } from './features/identity/identity.routes.ts';
import { verificationRoutes } from './features/identity/verification.routes.ts';
import { libraryRoutes } from './features/library/library.routes.ts';
import { mailboxRoutes } from './features/mailbox/mailbox.routes.ts';
import { maintenancesRoutes } from './features/maintenances/maintenances.routes.ts';
import { liveRoomRoutes } from './features/meetings/live/live.routes.ts';
import { meetingsRoutes } from './features/meetings/meetings.routes.ts';
import { messagesRoutes } from './features/messages/messages.routes.ts';
import { motivationRoutes } from './features/motivation/motivation.routes.ts';
import { notificationsRoutes } from './features/notifications/notifications.routes.ts';
import { onboardingRoutes } from './features/onboarding/onboarding.routes.ts';
import { clientAccountRoutes } from './features/people/client-account.routes.ts';
import { clientsRoutes } from './features/people/clients.routes.ts';
import { staffRoutes } from './features/people/staff.routes.ts';
import { platformAdminRoutes } from './features/platform-admin/platform-admin.routes.ts';
import { practiceRoutes } from './features/practice/practice.routes.ts';
import { practiceResourcesRoutes } from './features/practice/practice-resources.routes.ts';
import { practiceSettingsRoutes } from './features/practice/practice-settings.routes.ts';
import { realtimeRoutes } from './features/realtime/realtime.routes.ts';
import { reportsRoutes } from './features/reports/reports.routes.ts';
import { riskToleranceRoutes } from './features/risk-assessment/risk-assessment.routes.ts';
import { documentsRoutes } from './features/signing/documents.routes.ts';
import { docusignRoutes } from './features/signing/docusign.routes.ts';
import { oauthAccountsRoutes } from './features/signing/oauth-accounts.routes.ts';
import { signingRoutes } from './features/signing/signing.routes.ts';
import { supportRoutes } from './features/support/support.routes.ts';
import { todosRoutes } from './features/todos/todos.routes.ts';
import { usersRoutes } from './features/users/users.routes.ts';
import { vaultRoutes } from './features/vault/vault.routes.ts';
import { vaultLinksRoutes } from './features/vault/vault-links.routes.ts';
import { vulnerabilityRoutes } from './features/vulnerability/vulnerability.routes.ts';
import { vulnerabilityHomeRoutes } from './features/vulnerability/vulnerability-home.routes.ts';
import { type DeclaredRoute, registerAuth, requireAccessDeclarations } from './http/auth.ts';
import { cacheControlOf, registerApiNoStore } from './http/caching.ts';
import { registerErrorHandler } from './http/errors.ts';
import { createIndexPage } from './http/index-page.ts';
import { createLogger, ValueFreeLogController } from './http/logging.ts';
import { registerMultipart } from './http/multipart.ts';
import { registerRequestTextGuard } from './http/request-text.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerTenant } from './http/tenant.ts';
import type { Runtime } from './runtime.ts';

declare module 'fastify' {
  interface FastifyInstance {
    runtime: Runtime;
    /** Every API route with its access declaration. */
    declaredRoutes: DeclaredRoute[];
  }
}

/** The features, each a Fastify plugin registered under /api/v1. */
const features = [
  healthRoutes,
  authRoutes,
  usersRoutes,
  notificationsRoutes,
  practiceRoutes,
  practiceSettingsRoutes,
  practiceResourcesRoutes,
  contentRoutes,
  staffRoutes,
  clientsRoutes,
  clientAccountRoutes,
  factFindRoutes,
  factFindHomeRoutes,
  vulnerabilityRoutes,
  vulnerabilityHomeRoutes,
  estateSummaryRoutes,
  riskToleranceRoutes,
  taxHealthCheckRoutes,
  financialPlanningRoutes,
  casesRoutes,
  documentsRoutes,
  signingRoutes,
  oauthAccountsRoutes,
  docusignRoutes,
  messagesRoutes,
  todosRoutes,
  activityRoutes,
  motivationRoutes,
  financialStrategyRoutes,
  meetingsRoutes,
  liveRoomRoutes,
  identityRoutes,
  verificationRoutes,
  vaultRoutes,
  vaultLinksRoutes,
  blogRoutes,
  helpRoutes,
  platformAdminRoutes,
  supportRoutes,
  libraryRoutes,
  reportsRoutes,
  analyticsRoutes,
  consumerDutyRoutes,
  maintenancesRoutes,
  onboardingRoutes,
  mailboxRoutes,
  realtimeRoutes,
];

/** Builds the HTTP application on a started runtime; tests build their own with their own runtime. */
export async function buildApp(runtime: Runtime, options: { logStream?: Writable } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: createLogger(runtime.config.logLevel, options.logStream),
    logController: new ValueFreeLogController(),
    trustProxy: runtime.config.trustProxy,
    bodyLimit: 1_048_576,
  });
  app.decorate('runtime', runtime);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  registerSecurityHeaders(app);
  registerApiNoStore(app, apiPrefix);
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  registerMultipart(app);
  registerRequestTextGuard(app);
  await app.register(websocket, { options: { maxPayload: 65_536 } });
  await app.register(swagger, {
    openapi: { info: { title: 'Advice Portal API', version: '1.0.0' }, servers: [] },
    transform: jsonSchemaTransform,
  });
  // The documentation pages load only their own scripts, so the app's CSP covers them too.
  await app.register(swaggerUi, { routePrefix: `${apiPrefix}/docs`, uiConfig: { validatorUrl: null } });

  registerTenant(app, runtime.db);
  registerAuth(app, runtime.db);
  app.decorate('declaredRoutes', requireAccessDeclarations(app));

  for (const feature of features) await app.register(feature, { prefix: apiPrefix });

  const webDist = runtime.config.webDist;
  const hasWeb = webDist !== undefined && existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes a .br and a .gz beside each text file; the browser gets the one it accepts.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlOf(path.relative(webDist, filePath))),
    });
  }

  const sendIndexPage = hasWeb ? createIndexPage(webDist) : null;
  app.setNotFoundHandler(async (request, reply) => {
    // A page of the app is index.html; a missing script or style (one an older page asks for after a deploy) is a 404, not a page.
    const isPage = !request.url.startsWith('/api/') && !request.url.startsWith('/assets/');
    if (isPage && request.method === 'GET' && sendIndexPage) return sendIndexPage(request, reply);
    throw new AppError('resource.not_found', { detail: messages['errors.pageNotFound'] });
  });
  return app;
}
