import type { FastifyInstance } from 'fastify';

/** Routes for practice settings, branding, feature flags, services and charges, dashboard tiles. */
export async function practiceSettingsRoutes(_app: FastifyInstance): Promise<void> {}
