import { apiPrefix, contract, endpointsIn } from '@advice/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Routes outside the contract, each with the reason: the live-update, live-room and transcription sockets speak
 * WebSocket, not HTTP calls.
 */
const outsideContract = new Set([
  'GET /api/v1/realtime',
  'GET /api/v1/client-meeting-rooms/:id/live',
  'GET /api/v1/guests/client-meeting-rooms/:id/live',
  'GET /api/v1/client-meeting-rooms/:id/transcription-stream',
  'GET /api/v1/guests/client-meeting-rooms/:id/transcription-stream',
]);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

describe('the endpoint contract', () => {
  it('is exactly what the server serves, each route with the contract’s access', () => {
    const served = new Map(t.app.declaredRoutes.map((route) => [`${route.method} ${route.url}`, route.access]));
    const declared = new Map(endpointsIn(contract).map((endpoint) => [`${endpoint.method} ${apiPrefix}${endpoint.path}`, endpoint.access]));
    const notServed = [...declared.keys()].filter((key) => !served.has(key));
    const notDeclared = [...served.keys()].filter((key) => !declared.has(key) && !outsideContract.has(key));
    expect({ notServed, notDeclared }).toEqual({ notServed: [], notDeclared: [] });
    for (const [key, access] of declared) expect({ key, access: served.get(key) }).toEqual({ key, access });
  });

  it('declares each method and path once', () => {
    const keys = endpointsIn(contract).map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });
});
