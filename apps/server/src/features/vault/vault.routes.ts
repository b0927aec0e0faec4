import { vaultEndpoints as endpoints, uploadPolicies } from '@advice/domain';
import type { FastifyInstance } from 'fastify';
import { sendDownload } from '../../http/download.ts';
import { serve } from '../../http/endpoint.ts';
import { parseFields } from '../../http/errors.ts';
import { isMultipart, readMultipart, readUpload, type UploadedFile } from '../../http/multipart.ts';
import { actorOf, requestInfo } from '../../http/request-info.ts';
import {
  assertVaultFileReplace,
  assertVaultKeeper,
  createVaultItem,
  deleteVaultItem,
  getVaultItem,
  listVaultAuditTrail,
  listVaultItems,
  readVaultFile,
  replaceVaultFile,
} from './vault.service.ts';
import { updateVaultItem } from './vault.update.ts';

/** A client's document vault: the client keeps folders and documents; their staff read what the client shares. */
export async function vaultRoutes(app: FastifyInstance): Promise<void> {
  const { runtime } = app;

  serve(app, endpoints.listVaultItems, (request) => listVaultItems(runtime, actorOf(request), request.params.id, request.query));
  serve(app, endpoints.createVaultItem, async (request) => {
    const actor = actorOf(request);
    const clientId = request.params.id;
    let form: { fields: Record<string, unknown>; file: UploadedFile | null } = {
      fields: (request.body as Record<string, unknown> | undefined) ?? {},
      file: null,
    };
    if (isMultipart(request)) {
      // A form's body is read only once the caller may add to this vault.
      await assertVaultKeeper(runtime, actor, clientId);
      form = await readMultipart(request, uploadPolicies.vaultDocument);
    }
    const fields = parseFields(endpoints.createVaultItem.upload.fields, form.fields);
    return createVaultItem(runtime, actor, clientId, { fields, upload: form.file }, requestInfo(request));
  });
  serve(app, endpoints.listVaultAuditTrail, (request) => listVaultAuditTrail(runtime, actorOf(request), request.params.id, request.query));
  serve(app, endpoints.getVaultItem, (request) => getVaultItem(runtime, actorOf(request), request.params.id, request.params.itemId));
  serve(app, endpoints.updateVaultItem, (request) =>
    updateVaultItem(runtime, actorOf(request), request.params.id, request.params.itemId, request.body, requestInfo(request)),
  );
  serve(app, endpoints.deleteVaultItem, (request) =>
    deleteVaultItem(runtime, actorOf(request), request.params.id, request.params.itemId, requestInfo(request)),
  );
  serve(app, endpoints.downloadVaultFile, async (request, reply) =>
    sendDownload(reply, await readVaultFile(runtime, actorOf(request), request.params.id, request.params.itemId, requestInfo(request))),
  );
  serve(app, endpoints.replaceVaultFile, async (request) => {
    const { id, itemId } = request.params;
    await assertVaultFileReplace(runtime, actorOf(request), id, itemId);
    const { file } = await readUpload(request, uploadPolicies.vaultDocument);
    return replaceVaultFile(runtime, actorOf(request), id, itemId, file, requestInfo(request));
  });
}
