import { AppError, clientMessages, clientsEndpoints as endpoints, isFeatureOn, type UploadPolicy, uploadPolicies } from '@advice/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendDownload } from '../../http/download.ts';
import { serve } from '../../http/endpoint.ts';
import { parseFields } from '../../http/errors.ts';
import { isMultipart, readMultipart, readUpload, type UploadedFile } from '../../http/multipart.ts';
import { actorOf, requestInfo } from '../../http/request-info.ts';
import { getBulkImport, getBulkTemplate, startBulkImport } from './clients.bulk.ts';
import {
  assignProspect,
  cancelInvitation,
  createClient,
  exportClientList,
  inviteProspect,
  listActiveAdvisers,
  listClientsFor,
  listInvitations,
  listTagChoices,
  resendInvitation,
} from './clients.service.ts';

/** Fields of a multipart form (or a JSON body) and its one optional file, read within the upload's limits. */
async function readForm(
  request: FastifyRequest,
  policy: UploadPolicy,
): Promise<{ fields: Record<string, unknown>; file: UploadedFile | null }> {
  if (!isMultipart(request)) return { fields: (request.body as Record<string, unknown> | undefined) ?? {}, file: null };
  return readMultipart(request, policy);
}

function csvReply(reply: FastifyReply, fileName: string, body: string) {
  return sendDownload(reply, { body, contentType: 'text/csv; charset=utf-8', fileName });
}

/** Routes for the client list, creating and inviting clients and prospects, bulk creation and export. */
export async function clientsRoutes(app: FastifyInstance): Promise<void> {
  const { runtime } = app;

  serve(app, endpoints.listClients, (request) => listClientsFor(runtime, actorOf(request), request.query));
  serve(app, endpoints.exportClients, async (request, reply) => {
    const csv = await exportClientList(runtime, actorOf(request), request.query);
    return csvReply(reply, `clients-${new Date().toISOString().slice(0, 10)}.csv`, csv);
  });
  serve(app, endpoints.listAdviserChoices, (request) => listActiveAdvisers(runtime, actorOf(request)));
  serve(app, endpoints.listTagChoices, (request) => listTagChoices(runtime, actorOf(request)));

  serve(app, endpoints.createClient, async (request) => {
    const form = await readForm(request, uploadPolicies.welcomeVideo);
    const fields = parseFields(endpoints.createClient.upload.fields, form.fields);
    if (form.file && !isFeatureOn(request.practice?.featureFlags ?? {}, 'welcomeVideo')) {
      throw new AppError('feature.disabled', { detail: clientMessages['clients.welcomeVideoDisabled'], pointer: '/welcome_video' });
    }
    const client = await createClient(runtime, actorOf(request), fields, form.file, requestInfo(request));
    return { id: client.id, message: clientMessages['clients.created'] };
  });

  serve(app, endpoints.getBulkTemplate, async (request, reply) =>
    csvReply(reply, 'clients-template.csv', await getBulkTemplate(runtime, actorOf(request))),
  );
  serve(app, endpoints.startBulkImport, async (request) => {
    const { file } = await readUpload(request, uploadPolicies.clientImport);
    const started = await startBulkImport(runtime, actorOf(request), file, requestInfo(request));
    return { id: started.id, message: clientMessages['clients.importStarted'] };
  });
  serve(app, endpoints.getBulkImport, (request) => getBulkImport(runtime, actorOf(request), request.params.id));

  serve(app, endpoints.assignProspect, async (request) => {
    await assignProspect(runtime, actorOf(request), request.params.id, request.body.adviser_id, requestInfo(request));
    return { message: clientMessages['clients.assigned'] };
  });

  serve(app, endpoints.listInvitations, (request) => listInvitations(runtime, actorOf(request), request.query));
  serve(app, endpoints.inviteProspect, async (request) => {
    const prospect = await inviteProspect(runtime, actorOf(request), request.body, requestInfo(request));
    return { id: prospect.id, message: clientMessages['clients.invitationSent'] };
  });
  serve(app, endpoints.resendInvitation, async (request) => {
    await resendInvitation(runtime, actorOf(request), request.params.id, requestInfo(request));
    return { message: clientMessages['clients.resent'] };
  });
  serve(app, endpoints.cancelInvitation, (request) => cancelInvitation(runtime, actorOf(request), request.params.id, requestInfo(request)));
}
