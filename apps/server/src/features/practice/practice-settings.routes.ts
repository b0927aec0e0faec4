import {
  clientDashboardSchema,
  faqResponseSchema,
  featureFlagsBody,
  idParam,
  practiceFilePurposes,
  practiceFileSchema,
  practiceSettingsResponseSchema,
  practiceSettingsSchema,
  practiceSettingsSectionNames,
  practiceSettingsSections,
  practiceSummarySchema,
  type Role,
  serviceBody,
  serviceSchema,
  uploadPolicies,
} from '@advice/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendDownload } from '../../http/download.ts';
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
import { getFeatureFlags, listPractices, setFeatureFlags } from './practice-settings.flags.ts';
import { practiceManifestRoutes } from './practice-settings.manifest.ts';
import {
  createService,
  deleteService,
  getClientDashboard,
  getFaq,
  getService,
  listServices,
  updateService,
} from './practice-settings.offer.ts';
import { getPracticeSettings, updatePracticeSettings } from './practice-settings.service.ts';

const director = { roles: ['director'] as Role[] };
const practiceMembers = { roles: ['client', 'adviser', 'admin', 'director'] as Role[] };
const platformAdmins = { roles: ['super_admin', 'support_admin'] as Role[] };
const flagsResponse = z.object({ data: z.object({ name: z.string(), flags: z.record(z.string(), z.boolean()) }) });

async function settingsApi(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { runtime } = app;

  app.get('/practice-settings', {
    config: { access: director },
    schema: { tags: ['practice'], response: { 200: z.object({ data: practiceSettingsResponseSchema }) } },
    handler: async (request) => ({ data: await getPracticeSettings(runtime, actorOf(request)) }),
  });

  // One route per sub-page, so each validates with its own section of the shared schema (one error per field).
  for (const section of practiceSettingsSectionNames) {
    app.patch(`/practice-settings/${section}`, {
      config: { access: director, ...(section === 'faq' ? { feature: 'customizableFaq' as const } : {}) },
      schema: {
        tags: ['practice'],
        body: practiceSettingsSections[section],
        response: { 200: z.object({ data: practiceSettingsSchema }) },
      },
      handler: async (request) => {
        const result = await updatePracticeSettings(runtime, actorOf(request), section, request.body, requestInfo(request));
        if (result.isPublic) app.forgetPractices();
        return { data: result.settings };
      },
    });
  }

  app.post('/practice-settings/files/:purpose', {
    config: { access: director },
    schema: {
      tags: ['practice'],
      params: z.object({ purpose: z.enum(practiceFilePurposes) }),
      consumes: ['multipart/form-data'],
      response: { 201: z.object({ data: practiceFileSchema }) },
    },
    handler: async (request, reply) => {
      const { file } = await readUpload(request, uploadPolicies[request.params.purpose]);
      const saved = await uploadPracticeFile(runtime, actorOf(request), request.params.purpose, file, requestInfo(request));
      app.forgetPractices();
      return reply.code(201).send({ data: saved });
    },
  });

  app.delete('/practice-settings/files/:id', {
    config: { access: director },
    schema: { tags: ['practice'], params: idParam },
    handler: async (request, reply) => {
      await deletePracticeFile(runtime, actorOf(request), request.params.id, requestInfo(request));
      app.forgetPractices();
      return reply.code(204).send();
    },
  });

  app.get('/practice-files/:id', {
    config: { access: { public: true } },
    schema: { tags: ['practice'], params: idParam },
    handler: async (request, reply) =>
      sendImage(reply, await readPracticeImage(runtime, request.practice?.id ?? null, request.params.id), 86_400),
  });

  const stableImages = { logo: 'logo', 'secondary-logo': 'secondaryLogo', favicon: 'favicon' } as const;
  for (const [path, purpose] of Object.entries(stableImages)) {
    app.get(`/practice/${path}`, {
      config: { access: { public: true } },
      schema: { tags: ['practice'] },
      handler: async (request, reply) => sendImage(reply, await readPracticeImageFor(runtime, request.practice?.id ?? null, purpose)),
    });
  }

  app.get('/disclosure-forms/:id', {
    config: { access: practiceMembers },
    schema: { tags: ['practice'], params: idParam },
    handler: async (request, reply) => {
      return sendDownload(reply, await readDisclosureForm(runtime, actorOf(request), request.params.id));
    },
  });

  app.get('/practices', {
    config: { access: platformAdmins },
    schema: { tags: ['practice'], response: { 200: z.object({ data: z.array(practiceSummarySchema) }) } },
    handler: async () => ({ data: await listPractices(runtime) }),
  });

  app.get('/practices/:id/feature-flags', {
    config: { access: platformAdmins },
    schema: { tags: ['practice'], params: idParam, response: { 200: flagsResponse } },
    handler: async (request) => ({ data: await getFeatureFlags(runtime, request.params.id) }),
  });

  app.put('/practices/:id/feature-flags', {
    config: { access: platformAdmins },
    schema: { tags: ['practice'], params: idParam, body: featureFlagsBody, response: { 200: flagsResponse } },
    handler: async (request) => {
      const result = await setFeatureFlags(runtime, actorOf(request), request.params.id, request.body, requestInfo(request));
      app.forgetPractices();
      return { data: result };
    },
  });

  app.get('/services-and-charges', {
    config: { access: practiceMembers },
    schema: { tags: ['practice'], response: { 200: z.object({ data: z.array(serviceSchema) }) } },
    handler: async (request) => ({ data: await listServices(runtime, actorOf(request)) }),
  });

  app.get('/services-and-charges/:id', {
    config: { access: practiceMembers },
    schema: { tags: ['practice'], params: idParam, response: { 200: z.object({ data: serviceSchema }) } },
    handler: async (request) => ({ data: await getService(runtime, actorOf(request), request.params.id) }),
  });

  app.post('/services-and-charges', {
    config: { access: director },
    schema: { tags: ['practice'], body: serviceBody, response: { 201: z.object({ data: serviceSchema }) } },
    handler: async (request, reply) =>
      reply.code(201).send({ data: await createService(runtime, actorOf(request), request.body, requestInfo(request)) }),
  });

  app.patch('/services-and-charges/:id', {
    config: { access: director },
    schema: { tags: ['practice'], params: idParam, body: serviceBody, response: { 200: z.object({ data: serviceSchema }) } },
    handler: async (request) => ({
      data: await updateService(runtime, actorOf(request), request.params.id, request.body, requestInfo(request)),
    }),
  });

  app.delete('/services-and-charges/:id', {
    config: { access: director },
    schema: { tags: ['practice'], params: idParam },
    handler: async (request, reply) => {
      await deleteService(runtime, actorOf(request), request.params.id, requestInfo(request));
      return reply.code(204).send();
    },
  });

  app.get('/client-dashboard', {
    config: { access: practiceMembers },
    schema: { tags: ['practice'], response: { 200: z.object({ data: clientDashboardSchema }) } },
    handler: async (request) => ({ data: await getClientDashboard(runtime, actorOf(request)) }),
  });

  app.get('/faq', {
    config: { access: practiceMembers, feature: 'customizableFaq' },
    schema: { tags: ['practice'], response: { 200: z.object({ data: faqResponseSchema }) } },
    handler: async (request) => ({ data: await getFaq(runtime, actorOf(request)) }),
  });
}

/**
 * Routes for practice settings, branding, feature flags, services and charges and the client
 * dashboard. The API routes sit under /api/v1 like every feature's; the web manifest must sit at
 * the site's root, so this plugin is not encapsulated (Fastify then ignores the /api/v1 prefix
 * app.ts passes) and sets the prefix of its API routes itself.
 */
export async function practiceSettingsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(settingsApi, { prefix: '/api/v1' });
  await app.register(practiceManifestRoutes);
}
Object.assign(practiceSettingsRoutes, { [Symbol.for('skip-override')]: true });
