import { clientAccountMessages, clientAccountEndpoints as endpoints, interpolate, messages, uploadPolicies } from '@advice/domain';
import type { FastifyInstance } from 'fastify';
import { sendDownload, sendMedia } from '../../http/download.ts';
import { serve } from '../../http/endpoint.ts';
import { readUpload } from '../../http/multipart.ts';
import { actorOf, requestInfo } from '../../http/request-info.ts';
import { assertFeatureOn } from '../../http/tenant.ts';
import {
  addAdditionalAdviser,
  assertClientEdit,
  changeClientAdviser,
  deactivateClient,
  listAdviserChoices,
  listClientAdditionalAdvisers,
  readLetterOfAuthority,
  readWelcomeVideo,
  removeAdditionalAdviser,
  removeClient,
  resetClientTwoFactor,
  startClientPasswordReset,
  updateClientAvatar,
  uploadLetterOfAuthority,
} from './client-account.actions.ts';
import {
  assignClientTags,
  createTag,
  deleteTag,
  followAllClients,
  followClient,
  getClientDetail,
  getMyAdviser,
  listClientAuditTrail,
  listPracticeTags,
  renameTag,
  setAutoFollow,
  updateClientDetails,
  updatePersonalDetails,
} from './client-account.service.ts';
import { clientLetterRoutes } from './client-letter.routes.ts';

const detailsSaved = { message: messages['notification.messages.detailsSaved'] };

/** Routes for one client's details and account: tags, follows, additional advisers, adviser changes, removal, audit trail. */
export async function clientAccountRoutes(app: FastifyInstance): Promise<void> {
  const { runtime } = app;
  const limited = { max: runtime.config.authRateLimit, timeWindow: '1 minute' };

  serve(app, endpoints.getClient, (request) => getClientDetail(runtime, actorOf(request), request.params.id));
  serve(app, endpoints.updateClient, async (request) => {
    await updateClientDetails(runtime, actorOf(request), request.params.id, request.body, requestInfo(request));
    return detailsSaved;
  });
  serve(app, endpoints.updatePersonalDetails, async (request) => {
    await updatePersonalDetails(runtime, actorOf(request), request.body, requestInfo(request));
    return detailsSaved;
  });
  serve(app, endpoints.updateClientAvatar, async (request) => {
    await assertClientEdit(runtime, actorOf(request), request.params.id);
    const { file } = await readUpload(request, uploadPolicies.avatar);
    await updateClientAvatar(runtime, actorOf(request), request.params.id, file, requestInfo(request));
    return { message: messages['notification.messages.photoSaved'] };
  });

  serve(app, endpoints.listClientTags, (request) => listPracticeTags(runtime, actorOf(request)));
  serve(app, endpoints.createClientTag, (request) => createTag(runtime, actorOf(request), request.body.name, requestInfo(request)));
  serve(app, endpoints.renameClientTag, (request) =>
    renameTag(runtime, actorOf(request), request.params.id, request.body.name, requestInfo(request)),
  );
  serve(app, endpoints.deleteClientTag, (request) => deleteTag(runtime, actorOf(request), request.params.id, requestInfo(request)));
  serve(app, endpoints.assignClientTags, (request) =>
    assignClientTags(runtime, actorOf(request), request.params.id, request.body.tag_ids, requestInfo(request)),
  );

  serve(app, endpoints.followClient, async (request) => {
    await followClient(runtime, actorOf(request), request.params.id, true);
    return { message: clientAccountMessages['clients.follow.on'] };
  });
  serve(app, endpoints.unfollowClient, async (request) => {
    await followClient(runtime, actorOf(request), request.params.id, false);
    return { message: clientAccountMessages['clients.follow.off'] };
  });
  serve(app, endpoints.followAllClients, async (request) => {
    const total = await followAllClients(runtime, actorOf(request), true);
    return { message: interpolate(clientAccountMessages['clients.follow.allOn'], { total: String(total) }) };
  });
  serve(app, endpoints.unfollowAllClients, async (request) => {
    await followAllClients(runtime, actorOf(request), false);
    return { message: clientAccountMessages['clients.follow.allOff'] };
  });
  serve(app, endpoints.setAutoFollow, async (request) => {
    await setAutoFollow(runtime, actorOf(request), request.body.enabled, requestInfo(request));
    return {
      message: request.body.enabled ? clientAccountMessages['clients.follow.autoOn'] : clientAccountMessages['clients.follow.autoOff'],
    };
  });

  serve(app, endpoints.listAdditionalAdvisers, (request) => listClientAdditionalAdvisers(runtime, actorOf(request), request.params.id));
  serve(app, endpoints.addAdditionalAdviser, async (request) => {
    await addAdditionalAdviser(runtime, actorOf(request), request.params.id, request.body.adviser_id, requestInfo(request));
    return { message: clientAccountMessages['clients.additionalAdvisers.added'] };
  });
  serve(app, endpoints.removeAdditionalAdviser, async (request) => {
    await removeAdditionalAdviser(runtime, actorOf(request), request.params.id, request.params.adviserId, requestInfo(request));
    return { message: clientAccountMessages['clients.additionalAdvisers.removed'] };
  });
  serve(app, endpoints.listClientAdviserChoices, (request) => listAdviserChoices(runtime, actorOf(request), request.params.id));
  serve(app, endpoints.changeClientAdviser, async (request) => {
    await changeClientAdviser(runtime, actorOf(request), request.params.id, request.body.adviser_id, requestInfo(request));
    return { message: clientAccountMessages['clients.changeAdviser.done'] };
  });

  serve(app, endpoints.resetClientTwoFactor, async (request) => {
    // A reset to e-mail codes turns two-factor on, which a practice without the feature does not offer.
    if (request.body.method !== 'none') assertFeatureOn(request, 'twoFactorAuthentication');
    await resetClientTwoFactor(runtime, actorOf(request), request.params.id, request.body.method, requestInfo(request));
    return { message: clientAccountMessages['clients.twoFactor.reset'] };
  });
  serve(app, endpoints.sendClientPasswordReset, async (request) => {
    await startClientPasswordReset(runtime, actorOf(request), request.params.id, requestInfo(request));
    return { message: clientAccountMessages['clients.passwordReset.sent'] };
  });

  serve(app, endpoints.uploadLetterOfAuthority, async (request) => {
    await assertClientEdit(runtime, actorOf(request), request.params.id);
    const { file } = await readUpload(request, uploadPolicies.letterOfAuthority);
    await uploadLetterOfAuthority(runtime, actorOf(request), request.params.id, file, requestInfo(request));
    return { message: clientAccountMessages['clients.letter.uploaded'] };
  });
  serve(app, endpoints.getLetterOfAuthority, async (request, reply) =>
    sendDownload(reply, await readLetterOfAuthority(runtime, actorOf(request), request.params.id)),
  );

  await app.register(clientLetterRoutes);

  serve(app, endpoints.getWelcomeVideo, async (request, reply) => {
    const video = await readWelcomeVideo(runtime, actorOf(request), request.params.id);
    // Played in the page's <video>: a checked MP4, with nothing it could run.
    return sendMedia(reply, { body: video, contentType: 'video/mp4' }, { cacheControl: 'private, max-age=3600' });
  });

  serve(app, endpoints.deactivateClient, async (request) => {
    await deactivateClient(runtime, actorOf(request), request.params.id, requestInfo(request));
    return { message: messages['notification.messages.accountDeactivated'] };
  });
  serve(
    app,
    endpoints.removeClient,
    async (request) => {
      await removeClient(runtime, actorOf(request), request.params.id, request.body.current_password, requestInfo(request));
      return { message: clientAccountMessages['clients.removed'] };
    },
    { rateLimit: limited },
  );

  serve(app, endpoints.listClientAuditTrail, (request) =>
    listClientAuditTrail(runtime, actorOf(request), request.params.id, request.query),
  );

  serve(app, endpoints.getMyAdviser, (request) => getMyAdviser(runtime, actorOf(request)));
}
