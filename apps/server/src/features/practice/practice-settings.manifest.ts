import { addressOf, practiceEndpoints, readPracticeSettings, tradingNameOf } from '@advice/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { practices } from '../../db/schema/index.ts';
import { practiceImageVersions } from './practice-settings.files.ts';

const iconSizes = [192, 512] as const;

/**
 * The web app manifest of the practice the host names, so its site installs as an app with the
 * practice's trading name, colours and icon. Served at the site root, outside the API and its contract; its
 * icons are the contract's mobile icon, served with the other practice settings routes.
 */
export async function practiceManifestRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { runtime } = app;

  app.get('/manifest.webmanifest', {
    config: { access: { public: true } },
    schema: { hide: true },
    handler: async (request, reply) => {
      const practiceId = request.practice?.id ?? null;
      const [row] = practiceId
        ? await runtime.db
            .select({ name: practices.name, settings: practices.settings })
            .from(practices)
            .where(eq(practices.id, practiceId))
        : [];
      const general = readPracticeSettings(row?.settings ?? {}).general;
      const name = row ? tradingNameOf(row) : 'Advice Portal';
      const versions = practiceId ? await practiceImageVersions(runtime.db, practiceId) : {};
      const icons = versions.mobileIcon
        ? iconSizes.map((size) => ({
            src: addressOf(practiceEndpoints.getMobileIcon, { size }, { v: versions.mobileIcon }),
            sizes: `${size}x${size}`,
            type: 'image/png',
            purpose: 'any',
          }))
        : [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }];
      const manifest = {
        name,
        short_name: general.webManifest.shortName || name.slice(0, 30),
        description: general.webManifest.description || `${name}: your financial advice, online.`,
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: general.webManifest.backgroundColour,
        theme_color: general.webManifest.themeColour,
        lang: 'en-GB',
        icons,
      };
      return reply.type('application/manifest+json').header('cache-control', 'no-cache').send(JSON.stringify(manifest));
    },
  });
}
