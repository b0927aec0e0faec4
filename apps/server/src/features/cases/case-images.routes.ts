import {
  AppError,
  builtinCaseImages,
  caseImageChoiceBody,
  caseImageMessages,
  caseImageSchema,
  idParam,
  messages,
  staffRoles,
  uploadPolicies,
} from '@advice/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendMedia } from '../../http/download.ts';
import { isMultipart, readUpload } from '../../http/multipart.ts';
import { actorOf, requestInfo } from '../../http/request-info.ts';
import {
  assertCaseImageChange,
  type CaseImageInput,
  type ImageFile,
  listCaseImageChoices,
  readCaseImage,
  readCaseImageChoice,
  setCaseImage,
} from './case-images.service.ts';

const staff = { roles: staffRoles } as const;
const clientOrStaff = { roles: ['client', ...staffRoles] } as const;
const tags = ['cases'];
const done = z.object({ data: z.object({ message: z.string() }) });
const imageKey = z.object({ key: z.union([z.enum(builtinCaseImages), z.uuid()]) });

/** An image shown in the page's <img>: a checked raster image or one of our own drawings (with their inline styles), never run. */
function sendImage(reply: FastifyReply, image: ImageFile): FastifyReply {
  return sendMedia(reply, image, { cacheControl: 'private, max-age=300', inlineStyles: true });
}

/** The case image: choose a built-in image or one the practice uploaded, or upload a new one. */
export async function caseImagesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { runtime } = app;

  app.get('/case-images', {
    config: { access: staff },
    schema: { tags, response: { 200: z.object({ data: z.array(caseImageSchema) }) } },
    handler: async (request) => ({ data: await listCaseImageChoices(runtime, actorOf(request)) }),
  });

  app.get('/case-images/:key', {
    config: { access: staff },
    schema: { tags, params: imageKey },
    handler: async (request, reply) => sendImage(reply, await readCaseImageChoice(runtime, actorOf(request), request.params.key)),
  });

  app.get('/client-cases/:id/image', {
    config: { access: clientOrStaff },
    schema: { tags, params: idParam },
    handler: async (request, reply) => sendImage(reply, await readCaseImage(runtime, actorOf(request), request.params.id)),
  });

  app.put('/client-cases/:id/image', {
    config: { access: staff },
    schema: { tags, params: idParam, consumes: ['application/json', 'multipart/form-data'], response: { 200: done } },
    handler: async (request) => {
      let input: CaseImageInput;
      if (isMultipart(request)) {
        await assertCaseImageChange(runtime, actorOf(request), request.params.id);
        const { file } = await readUpload(request, uploadPolicies.caseImage);
        input = { upload: file };
      } else {
        const parsed = caseImageChoiceBody.safeParse(request.body);
        if (!parsed.success)
          throw new AppError('request.invalid', { detail: caseImageMessages['caseImages.chooseOrUpload'], pointer: '/' });
        input = { choice: parsed.data };
      }
      await setCaseImage(runtime, actorOf(request), request.params.id, input, requestInfo(request));
      return { data: { message: messages['notification.messages.photoSaved'] } };
    },
  });
}
