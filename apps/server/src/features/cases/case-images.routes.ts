import { AppError, caseImageChoiceBody, caseImageMessages, casesEndpoints as endpoints, messages, uploadPolicies } from '@advice/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendMedia } from '../../http/download.ts';
import { serve } from '../../http/endpoint.ts';
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

/** An image shown in the page's <img>: a checked raster image or one of our own drawings (with their inline styles), never run. */
function sendImage(reply: FastifyReply, image: ImageFile): FastifyReply {
  return sendMedia(reply, image, { cacheControl: 'private, max-age=300', inlineStyles: true });
}

/** The case image: choose a built-in image or one the practice uploaded, or upload a new one. */
export async function caseImagesRoutes(app: FastifyInstance): Promise<void> {
  const { runtime } = app;

  serve(app, endpoints.listCaseImages, (request) => listCaseImageChoices(runtime, actorOf(request)));
  serve(app, endpoints.getCaseImageChoice, async (request, reply) =>
    sendImage(reply, await readCaseImageChoice(runtime, actorOf(request), request.params.key)),
  );
  serve(app, endpoints.getCaseImage, async (request, reply) =>
    sendImage(reply, await readCaseImage(runtime, actorOf(request), request.params.id)),
  );
  serve(app, endpoints.setCaseImage, async (request) => {
    let input: CaseImageInput;
    if (isMultipart(request)) {
      await assertCaseImageChange(runtime, actorOf(request), request.params.id);
      const { file } = await readUpload(request, uploadPolicies.caseImage);
      input = { upload: file };
    } else {
      // The JSON body has no route schema (a form may come instead), so it is checked here with its own message.
      const parsed = caseImageChoiceBody.safeParse(request.body);
      if (!parsed.success) throw new AppError('request.invalid', { detail: caseImageMessages['caseImages.chooseOrUpload'], pointer: '/' });
      input = { choice: parsed.data };
    }
    await setCaseImage(runtime, actorOf(request), request.params.id, input, requestInfo(request));
    return { message: messages['notification.messages.photoSaved'] };
  });
}
