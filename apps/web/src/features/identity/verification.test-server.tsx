import type { Verification } from '@advice/domain';
import { areaTestServer, supportDialogs, userOf } from '../../test/harness.tsx';
import { verificationRoutes } from './verification.area.tsx';

/** A scripted server and fixtures for the identity verification pages' component tests. */

supportDialogs();

export const clientId = '7d2f7f0e-4a55-4f43-9b5e-0a1f2f0c1a22';
export const verificationId = '3c5a7e9b-1d2f-4a6c-8e0b-2d4f6a8c0e1a';
export const listUrl = `/api/v1/clients/${clientId}/identity-verifications`;
export const oneUrl = `${listUrl}/${verificationId}`;

export const singpassDetails = {
  authority: 'singpass' as const,
  uid: 'G5996852M',
  name: 'CHEN MEI LING',
  alias: 'MAY CHEN',
  hanyu_pinyin_name: 'CHEN MEILING',
  hanyu_pinyin_alias: 'CHEN MEI',
  married_name: '',
  sex: 'FEMALE',
  dob: '1990-03-14',
  nationality: 'CHINESE',
  country_of_birth: 'CHINA',
  address: '102 BEDOK NORTH AVENUE 4, #09-131, SINGAPORE 460102',
  pass_type: 'Employment Pass',
  pass_status: 'Live',
  pass_expiry_date: '2027-08-31',
};

export function verificationOf(overrides: Partial<Verification> = {}): Verification {
  return {
    id: verificationId,
    client_id: clientId,
    authority: 'singpass',
    status: 'in_progress',
    cover_note: 'Before we open your ISA, please confirm who you are.',
    details: null,
    created_by: { id: '0b6f7f0e-4a55-4f43-9b5e-0a1f2f0c1a11', name: 'Priya Shah' },
    created_at: '2026-03-01T10:00:00.000Z',
    submitted_at: null,
    completed_at: null,
    completed_by: null,
    cancelled_at: null,
    cancelled_by: null,
    actions: [],
    ...overrides,
  };
}

const area = areaTestServer({ clientId, routes: verificationRoutes, features: ['singpass', 'iamSmart'] });
/** The practice with the area's features on (or those given). */
export const withFeatures = area.withFeatures;
export const { page, stubServer, clientSeenBy } = area;
/** Renders the area's routes at `path`; any other address is "Elsewhere". */
export const renderVerifications = area.render;

export const theClient = userOf('client', { id: clientId, first_name: 'Olivia', last_name: 'Hart' });
export { userOf };
