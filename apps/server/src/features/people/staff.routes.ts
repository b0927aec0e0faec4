import { staffEndpoints as endpoints, messages, uploadPolicies } from '@advice/domain';
import type { FastifyInstance } from 'fastify';
import { sendMedia } from '../../http/download.ts';
import { serve } from '../../http/endpoint.ts';
import { readUpload } from '../../http/multipart.ts';
import { actorOf, requestInfo } from '../../http/request-info.ts';
import {
  createAdmin,
  createAdviser,
  getAdmin,
  getAdviser,
  listAdminsFor,
  listAdvisersFor,
  readSignature,
  removeSignature,
  resendStaffInvitation,
  updateAdmin,
  updateAdviser,
  updateAdviserSettings,
  updateSignature,
} from './staff.service.ts';
import { getSupport, getTeam, removeSupport, setSupport } from './staff.support.ts';

const invitationResent = { message: messages['notification.messages.invitationResent'] };

/** Routes for advisers, practice admins and their support. */
export async function staffRoutes(app: FastifyInstance): Promise<void> {
  const { runtime } = app;

  serve(app, endpoints.listAdvisers, (request) => listAdvisersFor(runtime, actorOf(request), request.query));
  serve(app, endpoints.createAdviser, (request) => createAdviser(runtime, actorOf(request), request.body, requestInfo(request)));
  serve(app, endpoints.getAdviser, (request) => getAdviser(runtime, actorOf(request), request.params.id));
  serve(app, endpoints.updateAdviser, (request) =>
    updateAdviser(runtime, actorOf(request), request.params.id, request.body, requestInfo(request)),
  );
  serve(app, endpoints.updateAdviserSettings, (request) =>
    updateAdviserSettings(runtime, actorOf(request), request.body, requestInfo(request)),
  );
  serve(app, endpoints.putSignature, async (request) => {
    const { file } = await readUpload(request, uploadPolicies.signature);
    return updateSignature(runtime, actorOf(request), file, requestInfo(request));
  });
  serve(app, endpoints.removeSignature, (request) => removeSignature(runtime, actorOf(request), requestInfo(request)));
  serve(app, endpoints.getSignature, async (request, reply) => {
    const image = await readSignature(runtime, actorOf(request), request.params.id);
    return sendMedia(reply, { body: image, contentType: 'image/png' }, { cacheControl: 'private, no-cache' });
  });
  serve(app, endpoints.resendAdviserInvitation, async (request) => {
    await resendStaffInvitation(runtime, actorOf(request), request.params.id, 'adviser', requestInfo(request));
    return invitationResent;
  });
  serve(app, endpoints.listSupport, (request) => getSupport(runtime, actorOf(request), request.params.id));
  serve(app, endpoints.setSupport, (request) => {
    const ids = { adviserId: request.params.id, adminId: request.params.adminId };
    return setSupport(runtime, actorOf(request), ids, request.body.rights, requestInfo(request));
  });
  serve(app, endpoints.removeSupport, (request) => {
    const ids = { adviserId: request.params.id, adminId: request.params.adminId };
    return removeSupport(runtime, actorOf(request), ids, requestInfo(request));
  });

  serve(app, endpoints.listAdmins, (request) => listAdminsFor(runtime, actorOf(request), request.query));
  serve(app, endpoints.createAdmin, (request) => createAdmin(runtime, actorOf(request), request.body, requestInfo(request)));
  serve(app, endpoints.getAdmin, (request) => getAdmin(runtime, actorOf(request), request.params.id));
  serve(app, endpoints.updateAdmin, (request) =>
    updateAdmin(runtime, actorOf(request), request.params.id, request.body, requestInfo(request)),
  );
  serve(app, endpoints.resendAdminInvitation, async (request) => {
    await resendStaffInvitation(runtime, actorOf(request), request.params.id, 'admin', requestInfo(request));
    return invitationResent;
  });
  serve(app, endpoints.getTeam, (request) => getTeam(runtime, actorOf(request), request.params.id));
}
