import { platformAdminEndpoints as endpoints, interpolate, platformAdminMessages } from '@advice/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serve } from '../../http/endpoint.ts';
import { actorOf, requestInfo } from '../../http/request-info.ts';
import { listPracticeAuditTrail } from './platform-admin.audit-trail.ts';
import { getFeatureFlags, setFeatureFlags } from './platform-admin.flags.ts';
import { createPractice, getPractice, listPractices, setPracticeSuspended, updatePractice } from './platform-admin.service.ts';
import { findPlatformUsers, reactivateUser } from './platform-admin.users.ts';
import { listPlatformAuditTrail } from './platform-audit-trail.ts';

/** The address of a practice's host as this request reached the platform: same scheme, same port. */
function originFor(request: FastifyRequest): (host: string) => string {
  const port = /:\d+$/u.exec(request.headers.host ?? '')?.[0] ?? '';
  return (host) => `${request.protocol}://${host}${port}`;
}

/** The platform's own administration: practices, their flags, people across practices; the practice's audit trail. */
export async function platformAdminRoutes(app: FastifyInstance): Promise<void> {
  const { runtime } = app;
  const say = platformAdminMessages;

  serve(app, endpoints.listPractices, (request) => listPractices(runtime, actorOf(request), request.query));
  serve(app, endpoints.createPractice, async (request) => {
    const practice = await createPractice(runtime, actorOf(request), request.body, requestInfo(request), originFor(request));
    app.forgetPractices();
    return { ...practice, message: interpolate(say['platformAdmin.practiceCreated'], { email: request.body.director.email }) };
  });
  serve(app, endpoints.getPractice, (request) => getPractice(runtime, actorOf(request), request.params.id));
  serve(app, endpoints.updatePractice, async (request) => {
    const practice = await updatePractice(runtime, actorOf(request), request.params.id, request.body, requestInfo(request));
    app.forgetPractices();
    return { ...practice, message: say['platformAdmin.practiceSaved'] };
  });
  serve(app, endpoints.suspendPractice, async (request) => {
    const practice = await setPracticeSuspended(runtime, actorOf(request), request.params.id, true, requestInfo(request));
    app.forgetPractices();
    return { ...practice, message: say['platformAdmin.practiceSuspendedDone'] };
  });
  serve(app, endpoints.reactivatePractice, async (request) => {
    const practice = await setPracticeSuspended(runtime, actorOf(request), request.params.id, false, requestInfo(request));
    app.forgetPractices();
    return { ...practice, message: say['platformAdmin.practiceReactivated'] };
  });
  serve(app, endpoints.getFeatureFlags, (request) => getFeatureFlags(runtime, actorOf(request), request.params.id));
  serve(app, endpoints.setFeatureFlags, async (request) => {
    const flags = await setFeatureFlags(runtime, actorOf(request), request.params.id, request.body, requestInfo(request));
    app.forgetPractices();
    return flags;
  });
  serve(app, endpoints.searchPlatformUsers, (request) => findPlatformUsers(runtime, actorOf(request), request.query));
  serve(app, endpoints.reactivateUser, async (request) => {
    const user = await reactivateUser(runtime, actorOf(request), request.params.id, request.body, requestInfo(request));
    return { ...user, message: say['platformAdmin.accountReactivated'] };
  });
  serve(app, endpoints.listPracticeAuditTrail, (request) => listPracticeAuditTrail(runtime, actorOf(request), request.query));
  serve(app, endpoints.listPlatformAuditTrail, (request) => listPlatformAuditTrail(runtime, actorOf(request), request.query));
}
