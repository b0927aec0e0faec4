import {
  colourSchemeSchema,
  defaultColourScheme,
  isFeatureOn,
  isNotificationShowing,
  publicPracticeSchema,
  readPracticeSettings,
} from '@advice/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { practices } from '../../db/schema/index.ts';
import { isMailboxOpen } from '../mailbox/mailbox.access.ts';
import { practiceImageVersions } from './practice-settings.files.ts';
import { enabledFeatures } from './practice-settings.flags.ts';

export async function practiceRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { runtime } = app;

  app.get('/practice', {
    config: { access: { public: true } },
    schema: { tags: ['practice'], response: { 200: z.object({ data: publicPracticeSchema }) } },
    handler: async (request) => {
      const [row] = request.practice
        ? await runtime.db
            .select({ id: practices.id, name: practices.name, settings: practices.settings, flags: practices.featureFlags })
            .from(practices)
            .where(eq(practices.id, request.practice.id))
        : [];
      const scheme = colourSchemeSchema.safeParse({ ...defaultColourScheme, ...(row?.settings.colourScheme as object | undefined) });
      const versions = row ? await practiceImageVersions(runtime.db, row.id) : {};
      const imageUrl = (path: string, version: string | undefined) => (version ? `/api/v1/practice/${path}?v=${version}` : null);
      const notification = row ? readPracticeSettings(row.settings).general.signInNotification : null;
      const isShowing =
        row && notification && isFeatureOn(row.flags, 'clientSignInNotification') && isNotificationShowing(notification, new Date());
      return {
        data: {
          id: row?.id ?? null,
          name: row?.name ?? 'Advice Portal',
          colour_scheme: scheme.success ? scheme.data : defaultColourScheme,
          environment: runtime.config.env,
          mailbox_enabled: isMailboxOpen(request),
          logo_url: imageUrl('logo', versions.logo),
          secondary_logo_url: imageUrl('secondary-logo', versions.secondaryLogo),
          favicon_url: imageUrl('favicon', versions.favicon),
          manifest_url: '/manifest.webmanifest',
          sign_in_notification: isShowing ? (notification?.message ?? null) : null,
          features: row ? enabledFeatures(row.flags) : [],
        },
      };
    },
  });
}
