import {
  caseAddendumBody,
  caseAddendumSchema,
  caseDocumentEditBody,
  caseDocumentListQuery,
  caseDocumentMessages,
  caseDocumentParams,
  caseDocumentSchema,
  caseDocumentUploadFields,
  idParam,
  paginationQuery,
  staffRoles,
  uploadPolicies,
} from '@advice/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendDownload } from '../../http/download.ts';
import { invalidRequestBody, zodFieldErrors } from '../../http/errors.ts';
import { readMultipart } from '../../http/multipart.ts';
import { setPaginationHeaders } from '../../http/pagination.ts';
import { actorOf, requestInfo } from '../../http/request-info.ts';
import { addAddendum, listAddenda } from './case-addenda.service.ts';
import { openBusinessPack } from './case-documents.pack.ts';
import {
  assertCaseDocumentUpload,
  editCaseDocument,
  listDocuments,
  readCaseDocument,
  removeCaseDocument,
  uploadCaseDocument,
} from './case-documents.service.ts';

const staff = { roles: staffRoles } as const;
const clientOrStaff = { roles: ['client', ...staffRoles] } as const;
const tags = ['cases'];
const document = z.object({ data: caseDocumentSchema });
const addendum = z.object({ data: caseAddendumSchema });
const errorBody = z.object({ errors: z.array(z.record(z.string(), z.unknown())) });

/**
 * A case's documents (upload, list by category, download as an attachment, edit, remove), its addenda and
 * the business submission pack. Staff of the client manage documents; the client adds their own to their
 * Online Advice Request while building it, and never sees a concealed one.
 */
export async function caseDocumentsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { runtime } = app;

  app.post('/client-cases/:id/documents', {
    config: { access: clientOrStaff },
    schema: { tags, params: idParam, consumes: ['multipart/form-data'], response: { 201: document, 400: errorBody } },
    handler: async (request, reply) => {
      await assertCaseDocumentUpload(runtime, actorOf(request), request.params.id);
      const { fields, file } = await readMultipart(request, uploadPolicies.caseDocument);
      const parsed = caseDocumentUploadFields.safeParse(fields);
      if (!file || !parsed.success)
        return reply
          .code(400)
          .send(
            invalidRequestBody([
              ...(file ? [] : [{ detail: caseDocumentMessages['caseDocuments.fileRequired'], source: { pointer: '/file' } }]),
              ...(parsed.success ? [] : zodFieldErrors(parsed.error.issues)),
            ]),
          );
      const data = await uploadCaseDocument(runtime, actorOf(request), request.params.id, parsed.data, file, requestInfo(request));
      return reply.code(201).send({ data });
    },
  });

  app.get('/client-cases/:id/documents', {
    config: { access: clientOrStaff },
    schema: {
      tags,
      params: idParam,
      querystring: caseDocumentListQuery,
      response: { 200: z.object({ data: z.array(caseDocumentSchema) }) },
    },
    handler: async (request, reply) => {
      const { items, total } = await listDocuments(runtime, actorOf(request), request.params.id, request.query);
      setPaginationHeaders(reply, request.query, total);
      return { data: items };
    },
  });

  app.get('/client-cases/:id/documents/:documentId/download', {
    config: { access: clientOrStaff },
    schema: { tags, params: caseDocumentParams },
    handler: async (request, reply) =>
      sendDownload(reply, await readCaseDocument(runtime, actorOf(request), request.params.id, request.params.documentId)),
  });

  app.patch('/client-cases/:id/documents/:documentId', {
    config: { access: clientOrStaff },
    schema: { tags, params: caseDocumentParams, body: caseDocumentEditBody, response: { 200: document } },
    handler: async (request) => ({
      data: await editCaseDocument(
        runtime,
        actorOf(request),
        request.params.id,
        request.params.documentId,
        request.body,
        requestInfo(request),
      ),
    }),
  });

  app.delete('/client-cases/:id/documents/:documentId', {
    config: { access: clientOrStaff },
    schema: { tags, params: caseDocumentParams },
    handler: async (request, reply) => {
      await removeCaseDocument(runtime, actorOf(request), request.params.id, request.params.documentId, requestInfo(request));
      return reply.code(204).send();
    },
  });

  app.get('/client-cases/:id/business-pack.zip', {
    config: { access: staff },
    schema: { tags, params: idParam },
    handler: async (request, reply) => {
      const { fileName, stream } = await openBusinessPack(runtime, actorOf(request), request.params.id);
      return sendDownload(reply, { body: stream, contentType: 'application/zip', fileName });
    },
  });

  app.post('/client-cases/:id/addenda', {
    config: { access: staff },
    schema: { tags, params: idParam, body: caseAddendumBody, response: { 201: addendum } },
    handler: async (request, reply) => {
      const data = await addAddendum(runtime, actorOf(request), request.params.id, request.body, requestInfo(request));
      return reply.code(201).send({ data });
    },
  });

  app.get('/client-cases/:id/addenda', {
    config: { access: clientOrStaff },
    schema: { tags, params: idParam, querystring: paginationQuery, response: { 200: z.object({ data: z.array(caseAddendumSchema) }) } },
    handler: async (request, reply) => {
      const { items, total } = await listAddenda(runtime, actorOf(request), request.params.id, request.query);
      setPaginationHeaders(reply, request.query, total);
      return { data: items };
    },
  });
}
