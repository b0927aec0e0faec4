import {
  addressOf,
  colourSchemeSchema,
  defaultColourScheme,
  type Endpoint,
  practiceEndpoints as endpoints,
  isFeatureOn,
  isNotificationShowing,
  readPracticeSettings,
  tradingNameOf,
} from '@advice/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { practices } from '../../db/schema/index.ts';
import { serve } from '../../http/endpoint.ts';
import { isMailboxOpen } from '../mailbox/mailbox.access.ts';
import { enabledFeatures } from '../platform-admin/platform-admin.flags.ts';
import { practiceImageVersions } from './practice-settings.files.ts';

/** The stable image addresses, versioned by the image's id so a new upload is fetched at once. */
function imageUrl(image: Pick<Endpoint, 'path'>, version: string | undefined): string | null {
  return version ? addressOf(image, {}, { v: version }) : null;
}

/** The practice the host names, as any visitor of its site may read it: its trading name, look and flags. */
export async function practiceRoutes(app: FastifyInstance): Promise<void> {
  const { runtime } = app;

  serve(app, endpoints.getPractice, async (request) => {
    // Every signed-in page asks for this first: its two reads go out together rather than one after the other.
    const practiceId = request.practice?.id;
    const [[row], foundVersions] = practiceId
      ? await Promise.all([
          runtime.db
            .select({
              id: practices.id,
              name: practices.name,
              settings: practices.settings,
              flags: practices.featureFlags,
              suspendedAt: practices.suspendedAt,
            })
            .from(practices)
            .where(eq(practices.id, practiceId)),
          practiceImageVersions(runtime.db, practiceId),
        ])
      : [[], {}];
    const scheme = colourSchemeSchema.safeParse({ ...defaultColourScheme, ...(row?.settings.colourScheme as object | undefined) });
    const versions = row ? foundVersions : {};
    const notification = row ? readPracticeSettings(row.settings).general.signInNotification : null;
    const isShowing =
      row && notification && isFeatureOn(row.flags, 'clientSignInNotification') && isNotificationShowing(notification, new Date());
    return {
      id: row?.id ?? null,
      name: row ? tradingNameOf(row) : 'Advice Portal',
      colour_scheme: scheme.success ? scheme.data : defaultColourScheme,
      environment: runtime.config.env,
      mailbox_enabled: isMailboxOpen(request),
      logo_url: imageUrl(endpoints.getLogo, versions.logo),
      secondary_logo_url: imageUrl(endpoints.getSecondaryLogo, versions.secondaryLogo),
      favicon_url: imageUrl(endpoints.getFavicon, versions.favicon),
      manifest_url: '/manifest.webmanifest',
      sign_in_notification: isShowing ? (notification?.message ?? null) : null,
      features: row ? enabledFeatures(row.flags) : [],
      is_suspended: row?.suspendedAt != null,
    };
  });
}
