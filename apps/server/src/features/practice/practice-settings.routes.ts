import { apiPrefix, practiceEndpoints as endpoints, practiceSettingsSectionNames, uploadPolicies } from '@advice/domain';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { sendDownload } from '../../http/download.ts';
import { serve } from '../../http/endpoint.ts';
import { readUpload } from '../../http/multipart.ts';
import { actorOf, requestInfo } from '../../http/request-info.ts';
import {
  deletePracticeFile,
  readDisclosureForm,
  readPracticeImage,
  readPracticeImageFor,
  sendImage,
  uploadPracticeFile,
} from './practice-settings.files.ts';
import { practiceManifestRoutes } from './practice-settings.manifest.ts';
import { createService, deleteService, getClientDashboard, getService, listServices, updateService } from './practice-settings.offer.ts';
import { getPracticeSettings, updatePracticeSettings } from './practice-settings.service.ts';

async function settingsApi(app: FastifyInstance): Promise<void> {
  const { runtime } = app;

  serve(app, endpoints.getSettings, (request) => getPracticeSettings(runtime, actorOf(request)));
  for (const section of practiceSettingsSectionNames) {
    serve(app, endpoints.updateSettings[section], async (request) => {
      const result = await updatePracticeSettings(runtime, actorOf(request), section, request.body, requestInfo(request));
      if (result.isPublic) app.forgetPractices();
      return result.settings;
    });
  }
  serve(app, endpoints.uploadFile, async (request) => {
    const { file } = await readUpload(request, uploadPolicies[request.params.purpose]);
    const saved = await uploadPracticeFile(runtime, actorOf(request), request.params.purpose, file, requestInfo(request));
    app.forgetPractices();
    return saved;
  });
  serve(app, endpoints.removeFile, async (request) => {
    await deletePracticeFile(runtime, actorOf(request), request.params.id, requestInfo(request));
    app.forgetPractices();
  });

  serve(app, endpoints.getPracticeFile, async (request, reply) =>
    sendImage(reply, await readPracticeImage(runtime, request.practice?.id ?? null, request.params.id), 86_400),
  );
  serve(app, endpoints.getLogo, async (request, reply) =>
    sendImage(reply, await readPracticeImageFor(runtime, request.practice?.id ?? null, 'logo')),
  );
  serve(app, endpoints.getSecondaryLogo, async (request, reply) =>
    sendImage(reply, await readPracticeImageFor(runtime, request.practice?.id ?? null, 'secondaryLogo')),
  );
  serve(app, endpoints.getFavicon, async (request, reply) =>
    sendImage(reply, await readPracticeImageFor(runtime, request.practice?.id ?? null, 'favicon')),
  );
  serve(app, endpoints.getMobileIcon, async (request, reply) => {
    const icon = await readPracticeImageFor(runtime, request.practice?.id ?? null, 'mobileIcon');
    const body = await sharp(icon.body).resize(request.params.size, request.params.size).png().toBuffer();
    return sendImage(reply, { body, contentType: 'image/png' });
  });
  serve(app, endpoints.getDisclosureForm, async (request, reply) =>
    sendDownload(reply, await readDisclosureForm(runtime, actorOf(request), request.params.id)),
  );

  serve(app, endpoints.listServices, (request) => listServices(runtime, actorOf(request)));
  serve(app, endpoints.getService, (request) => getService(runtime, actorOf(request), request.params.id));
  serve(app, endpoints.createService, (request) => createService(runtime, actorOf(request), request.body, requestInfo(request)));
  serve(app, endpoints.updateService, (request) =>
    updateService(runtime, actorOf(request), request.params.id, request.body, requestInfo(request)),
  );
  serve(app, endpoints.removeService, (request) => deleteService(runtime, actorOf(request), request.params.id, requestInfo(request)));

  serve(app, endpoints.getClientDashboard, (request) => getClientDashboard(runtime, actorOf(request)));
}

/**
 * Routes for practice settings, branding, services and charges and the client
 * dashboard. The API routes sit under /api/v1 like every feature's; the web manifest must sit at
 * the site's root, so this plugin is not encapsulated (Fastify then ignores the /api/v1 prefix
 * app.ts passes) and sets the prefix of its API routes itself.
 */
export async function practiceSettingsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(settingsApi, { prefix: apiPrefix });
  await app.register(practiceManifestRoutes);
}
Object.assign(practiceSettingsRoutes, { [Symbol.for('skip-override')]: true });
