import { bootCalls } from '../api/boot-calls.ts';
import { answers, endpoint } from '../api/endpoint.ts';
import { idParam } from '../shared/fields.ts';
import { charterParam, landingPageDataSchema, landingPageParam, publicCharterSchema, publicSiteSchema } from './content.schemas.ts';

const tag = 'content';
const anyone = { public: true } as const;

/** The practice's public website: which pages are on, each page's data, and the team's photos. */
export const contentEndpoints = {
  getPublicSite: endpoint({ ...bootCalls.getPublicSite, tag, access: anyone, answer: answers.data(publicSiteSchema) }),
  getLandingPage: endpoint({
    method: 'GET',
    path: '/landing-pages/:page',
    tag,
    access: anyone,
    params: landingPageParam,
    answer: answers.data(landingPageDataSchema),
  }),
  getServiceCharter: endpoint({
    method: 'GET',
    path: '/landing-pages/our-service-charters/:id',
    tag,
    access: anyone,
    params: charterParam,
    answer: answers.data(publicCharterSchema),
  }),
  getTeamAvatar: endpoint({
    method: 'GET',
    path: '/landing-pages/team/:id/avatar',
    tag,
    access: anyone,
    params: idParam,
    answer: answers.file,
  }),
};
