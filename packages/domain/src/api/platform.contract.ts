import type { Endpoint } from './endpoint.ts';

/** Filled in as the area's routes move onto the contract. */
export const platformEndpoints: Record<string, Endpoint> = {};
