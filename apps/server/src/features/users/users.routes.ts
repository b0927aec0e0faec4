import { accountMessages, usersEndpoints as endpoints, messages, uploadPolicies } from '@advice/domain';
import type { FastifyInstance } from 'fastify';
import { sendDownload, sendMedia } from '../../http/download.ts';
import { serve } from '../../http/endpoint.ts';
import { readUpload } from '../../http/multipart.ts';
import { actorOf, requestInfo } from '../../http/request-info.ts';
import { assertFeatureOn } from '../../http/tenant.ts';
import { searchUsers, searchUsersByEmail } from './users.search.ts';
import {
  changeEmail,
  changePassword,
  deactivateUser,
  disableTwoFactor,
  exportPersonalData,
  readAvatar,
  removeAvatar,
  resendConfirmation,
  setEmailTwoFactor,
  setSessionTimeout,
  startAuthenticatorSetup,
  unlockClient,
  updateAvatar,
  updateProfile,
  verifyAuthenticator,
} from './users.service.ts';
import { readVirtualBackground, removeVirtualBackground, updateVirtualBackground } from './virtual-background.ts';

/** One's own account, and the account actions staff and the platform take on others. */
export async function usersRoutes(app: FastifyInstance): Promise<void> {
  const { runtime } = app;
  const limited = { rateLimit: { max: runtime.config.authRateLimit, timeWindow: '1 minute' } };
  const sessionId = (request: { session: { id: string } | null }) => request.session?.id ?? '';

  serve(app, endpoints.searchUsers, (request) => searchUsers(runtime, actorOf(request), request.query));
  serve(app, endpoints.searchUsersByEmail, (request) => searchUsersByEmail(runtime, actorOf(request), request.query));

  serve(app, endpoints.updateProfile, async (request) => {
    await updateProfile(runtime, actorOf(request), request.body, requestInfo(request));
    return { message: messages['notification.messages.detailsSaved'] };
  });

  serve(
    app,
    endpoints.changePassword,
    async (request) => {
      await changePassword(runtime, actorOf(request), sessionId(request), request.body, requestInfo(request));
      return { message: accountMessages['account.passwordChanged'] };
    },
    limited,
  );

  serve(
    app,
    endpoints.changeEmail,
    async (request) => {
      await changeEmail(runtime, actorOf(request), request.body, requestInfo(request));
      return { message: accountMessages['account.emailChangeSent'] };
    },
    limited,
  );

  serve(
    app,
    endpoints.setSessionTimeout,
    async (request) => {
      await setSessionTimeout(runtime, actorOf(request), sessionId(request), request.body, requestInfo(request));
      return { message: messages['notification.messages.detailsSaved'] };
    },
    limited,
  );

  serve(app, endpoints.startAuthenticatorSetup, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return startAuthenticatorSetup(runtime, actorOf(request));
  });

  serve(
    app,
    endpoints.verifyAuthenticator,
    async (request) => {
      await verifyAuthenticator(runtime, actorOf(request), request.body, requestInfo(request));
      return { message: accountMessages['account.authenticatorOn'] };
    },
    limited,
  );

  serve(
    app,
    endpoints.disableTwoFactor,
    async (request) => {
      await disableTwoFactor(runtime, actorOf(request), request.body, requestInfo(request));
      return { message: accountMessages['account.twoFactorOff'] };
    },
    limited,
  );

  serve(
    app,
    endpoints.setEmailTwoFactor,
    async (request) => {
      // With two-factor switched off nobody turns it on; whoever has it may still turn it off.
      if (request.body.enabled) assertFeatureOn(request, 'twoFactorAuthentication');
      await setEmailTwoFactor(runtime, actorOf(request), request.body, requestInfo(request));
      return { message: request.body.enabled ? accountMessages['account.emailCodesOn'] : accountMessages['account.twoFactorOff'] };
    },
    limited,
  );

  serve(app, endpoints.updateAvatar, async (request) => {
    const { file } = await readUpload(request, uploadPolicies.avatar);
    await updateAvatar(runtime, actorOf(request), file, requestInfo(request));
    return { message: messages['notification.messages.photoSaved'] };
  });

  serve(app, endpoints.removeAvatar, (request) => removeAvatar(runtime, actorOf(request), requestInfo(request)));

  serve(app, endpoints.getAvatar, async (request, reply) => {
    const image = await readAvatar(runtime, actorOf(request), request.params.id);
    return sendMedia(reply, { body: image, contentType: 'image/png' }, { cacheControl: 'private, max-age=86400' });
  });

  serve(app, endpoints.updateVirtualBackground, async (request) => {
    const { file } = await readUpload(request, uploadPolicies.virtualBackground);
    await updateVirtualBackground(runtime, actorOf(request), file, requestInfo(request));
    return { message: accountMessages['account.virtualBackgroundSaved'] };
  });

  serve(app, endpoints.removeVirtualBackground, (request) => removeVirtualBackground(runtime, actorOf(request), requestInfo(request)));

  serve(app, endpoints.getVirtualBackground, async (request, reply) => {
    const image = await readVirtualBackground(runtime, actorOf(request));
    return sendMedia(reply, { body: image, contentType: 'image/jpeg' }, { cacheControl: 'private, no-cache' });
  });

  serve(app, endpoints.exportPersonalData, async (request, reply) => {
    const data = await exportPersonalData(runtime, actorOf(request));
    const date = new Date().toISOString().slice(0, 10);
    return sendDownload(reply, {
      body: JSON.stringify(data, null, 2),
      contentType: 'application/json',
      fileName: `personal-data-${date}.json`,
    });
  });

  serve(app, endpoints.deactivateUser, async (request) => {
    await deactivateUser(runtime, actorOf(request), request.params.id, requestInfo(request));
    return { message: messages['notification.messages.accountDeactivated'] };
  });

  serve(app, endpoints.resendConfirmation, async (request) => {
    await resendConfirmation(runtime, actorOf(request), request.params.id, requestInfo(request));
    return { message: messages['notification.messages.invitationResent'] };
  });

  serve(app, endpoints.unblockClient, async (request) => {
    const { wasLocked } = await unlockClient(runtime, actorOf(request), request.params.id, requestInfo(request));
    return { message: wasLocked ? accountMessages['account.unlocked'] : accountMessages['account.notLocked'] };
  });
}
