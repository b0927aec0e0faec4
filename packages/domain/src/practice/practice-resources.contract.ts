import { z } from 'zod';
import { answers, endpoint } from '../api/endpoint.ts';
import { idParam } from '../shared/fields.ts';
import { practiceRoles, staffRoles } from '../shared/roles.ts';
import { agendaTemplateBody, agendaTemplateSchema } from './agenda-templates.ts';
import { faqSectionBody, faqSectionSchema } from './faq.ts';
import { serviceCharterBody, serviceCharterSchema } from './service-charters.ts';

const tag = 'practice';
/** Who edits them: the practice's director, as the practice-settings pages that held them. */
const directors = { roles: ['director'] } as const;

/**
 * The practice's agenda templates, service charters and FAQ (spec 1 §7 `/agenda-templates`,
 * `/service-charters`, `/faq`), each row of its own. Staff read the agenda templates (the meeting form
 * offers the active ones); everyone of the practice reads the charters (clients those available today)
 * and the FAQ (under the customizableFaq feature); the director edits all three.
 */
export const practiceResourcesEndpoints = {
  listAgendaTemplates: endpoint({
    method: 'GET',
    path: '/agenda-templates',
    tag,
    access: { roles: staffRoles },
    answer: answers.data(z.array(agendaTemplateSchema)),
  }),
  getAgendaTemplate: endpoint({
    method: 'GET',
    path: '/agenda-templates/:id',
    tag,
    access: { roles: staffRoles },
    params: idParam,
    answer: answers.data(agendaTemplateSchema),
  }),
  createAgendaTemplate: endpoint({
    method: 'POST',
    path: '/agenda-templates',
    tag,
    access: directors,
    body: agendaTemplateBody,
    answer: answers.data(agendaTemplateSchema, 201),
  }),
  updateAgendaTemplate: endpoint({
    method: 'PATCH',
    path: '/agenda-templates/:id',
    tag,
    access: directors,
    params: idParam,
    body: agendaTemplateBody,
    answer: answers.data(agendaTemplateSchema),
  }),
  deleteAgendaTemplate: endpoint({
    method: 'DELETE',
    path: '/agenda-templates/:id',
    tag,
    access: directors,
    params: idParam,
    answer: answers.empty,
  }),

  listServiceCharters: endpoint({
    method: 'GET',
    path: '/service-charters',
    tag,
    access: { roles: practiceRoles },
    answer: answers.data(z.array(serviceCharterSchema)),
  }),
  getServiceCharter: endpoint({
    method: 'GET',
    path: '/service-charters/:id',
    tag,
    access: { roles: practiceRoles },
    params: idParam,
    answer: answers.data(serviceCharterSchema),
  }),
  createServiceCharter: endpoint({
    method: 'POST',
    path: '/service-charters',
    tag,
    access: directors,
    body: serviceCharterBody,
    answer: answers.data(serviceCharterSchema, 201),
  }),
  updateServiceCharter: endpoint({
    method: 'PATCH',
    path: '/service-charters/:id',
    tag,
    access: directors,
    params: idParam,
    body: serviceCharterBody,
    answer: answers.data(serviceCharterSchema),
  }),
  deleteServiceCharter: endpoint({
    method: 'DELETE',
    path: '/service-charters/:id',
    tag,
    access: directors,
    params: idParam,
    answer: answers.empty,
  }),

  /** The FAQ's sections in order, each with its questions. */
  listFaqSections: endpoint({
    method: 'GET',
    path: '/faq',
    tag,
    feature: 'customizableFaq',
    access: { roles: practiceRoles },
    answer: answers.data(z.array(faqSectionSchema)),
  }),
  getFaqSection: endpoint({
    method: 'GET',
    path: '/faq/:id',
    tag,
    feature: 'customizableFaq',
    access: { roles: practiceRoles },
    params: idParam,
    answer: answers.data(faqSectionSchema),
  }),
  createFaqSection: endpoint({
    method: 'POST',
    path: '/faq',
    tag,
    feature: 'customizableFaq',
    access: directors,
    body: faqSectionBody,
    answer: answers.data(faqSectionSchema, 201),
  }),
  /** The section's title and its whole list of questions: a question left out is removed. */
  updateFaqSection: endpoint({
    method: 'PATCH',
    path: '/faq/:id',
    tag,
    feature: 'customizableFaq',
    access: directors,
    params: idParam,
    body: faqSectionBody,
    answer: answers.data(faqSectionSchema),
  }),
  deleteFaqSection: endpoint({
    method: 'DELETE',
    path: '/faq/:id',
    tag,
    feature: 'customizableFaq',
    access: directors,
    params: idParam,
    answer: answers.empty,
  }),
};
