import type { Endpoint } from '../api/endpoint.ts';

/** Filled in as the area's routes move onto the contract. */
export const contentEndpoints: Record<string, Endpoint> = {};
