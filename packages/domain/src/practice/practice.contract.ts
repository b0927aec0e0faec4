import { z } from 'zod';
import { bootCalls } from '../api/boot-calls.ts';
import { answers, endpoint } from '../api/endpoint.ts';
import { idParam } from '../shared/fields.ts';
import { practiceRoles } from '../shared/roles.ts';
import { publicPracticeSchema } from './practice.schemas.ts';
import {
  clientDashboardSchema,
  type PracticeSettingsSection,
  practiceFilePurposes,
  practiceFileSchema,
  practiceSettingsResponseSchema,
  practiceSettingsSchema,
  practiceSettingsSections,
  serviceBody,
  serviceSchema,
} from './practice-settings.schemas.ts';

const tag = 'practice';
const anyone = { public: true } as const;
const directors = { roles: ['director'] } as const;
const practiceMembers = { roles: practiceRoles } as const;

/** One settings sub-page, validated by its own section of the shared schema (one error per field). */
const updateSection = <const S extends PracticeSettingsSection>(section: S) =>
  endpoint({
    method: 'PATCH',
    path: `/practice-settings/${section}`,
    tag,
    access: directors,
    body: practiceSettingsSections[section],
    answer: answers.data(practiceSettingsSchema),
  });

/** A practice image at a stable address, so the public practice can link it before anyone signs in. */
const stableImage = <const P extends string>(path: P) =>
  endpoint({ method: 'GET', path: `/practice/${path}`, tag, access: anyone, answer: answers.file });

/** The practice's public look, settings and files, services and charges and dashboard (its flags: platform-admin). */
export const practiceEndpoints = {
  getPractice: endpoint({ ...bootCalls.getPractice, tag, access: anyone, answer: answers.data(publicPracticeSchema) }),
  getLogo: stableImage('logo'),
  getSecondaryLogo: stableImage('secondary-logo'),
  getFavicon: stableImage('favicon'),
  getMobileIcon: endpoint({
    method: 'GET',
    path: '/practice/mobile-icon/:size',
    tag,
    access: anyone,
    params: z.object({ size: z.coerce.number().pipe(z.union([z.literal(192), z.literal(512)])) }),
    answer: answers.file,
  }),
  getPracticeFile: endpoint({ method: 'GET', path: '/practice-files/:id', tag, access: anyone, params: idParam, answer: answers.file }),

  getSettings: endpoint({
    method: 'GET',
    path: '/practice-settings',
    tag,
    access: directors,
    answer: answers.data(practiceSettingsResponseSchema),
  }),
  /** Keyed by section, as the settings pages name them. */
  updateSettings: {
    general: updateSection('general'),
    'client-meeting-rooms': updateSection('client-meeting-rooms'),
    'client-media': updateSection('client-media'),
    'requesting-advice': updateSection('requesting-advice'),
    'prospect-onboarding': updateSection('prospect-onboarding'),
    'landing-pages': updateSection('landing-pages'),
  },
  uploadFile: endpoint({
    method: 'POST',
    path: '/practice-settings/files/:purpose',
    tag,
    access: directors,
    params: z.object({ purpose: z.enum(practiceFilePurposes) }),
    upload: { purpose: practiceFilePurposes },
    answer: answers.data(practiceFileSchema, 201),
  }),
  removeFile: endpoint({
    method: 'DELETE',
    path: '/practice-settings/files/:id',
    tag,
    access: directors,
    params: idParam,
    answer: answers.empty,
  }),
  getDisclosureForm: endpoint({
    method: 'GET',
    path: '/disclosure-forms/:id',
    tag,
    access: practiceMembers,
    params: idParam,
    answer: answers.file,
  }),

  listServices: endpoint({
    method: 'GET',
    path: '/services-and-charges',
    tag,
    access: practiceMembers,
    answer: answers.data(z.array(serviceSchema)),
  }),
  getService: endpoint({
    method: 'GET',
    path: '/services-and-charges/:id',
    tag,
    access: practiceMembers,
    params: idParam,
    answer: answers.data(serviceSchema),
  }),
  createService: endpoint({
    method: 'POST',
    path: '/services-and-charges',
    tag,
    access: directors,
    body: serviceBody,
    answer: answers.data(serviceSchema, 201),
  }),
  updateService: endpoint({
    method: 'PATCH',
    path: '/services-and-charges/:id',
    tag,
    access: directors,
    params: idParam,
    body: serviceBody,
    answer: answers.data(serviceSchema),
  }),
  removeService: endpoint({
    method: 'DELETE',
    path: '/services-and-charges/:id',
    tag,
    access: directors,
    params: idParam,
    answer: answers.empty,
  }),

  getClientDashboard: endpoint({
    ...bootCalls.getClientDashboard,
    tag,
    access: practiceMembers,
    answer: answers.data(clientDashboardSchema),
  }),
};
