import { z } from 'zod';
import { landingPages } from '../content/landing-pages.ts';
import { requiredText } from '../shared/fields.ts';
import { messages } from '../shared/messages.ts';
import { colourMessages, defaultColourScheme } from './colours.ts';
import type { FeatureFlag } from './feature-flags.ts';
import { colourSchemeSchema, hexColour } from './practice.schemas.ts';
import { serviceCategories } from './service-categories.ts';

/** Texts of the practice-settings rules, shared by the server's refusals and the forms. */
export const practiceSettingsMessages = {
  url: 'Enter a web address starting with http:// or https://',
  colour: colourMessages.invalid,
  currencyRequired: 'At least one currency is required',
  currencyDuplicate: 'Each currency can be listed once',
  preferredAdvisersMin: 'Choose at least two active advisers before clients can select a preferred adviser',
  preferredAdvisersUnknown: 'Choose advisers of this practice',
  notificationWindow: 'The end of the display window must be after its start',
  tileImageMissing: 'Upload the tile image again.',
} as const;

/** http or https with a real-looking domain (spec 1 §5). */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && /^[a-z0-9-]+(\.[a-z0-9-]+)+$|^localhost$/iu.test(url.hostname);
  } catch {
    return false;
  }
}

export const urlField = z.string().trim().max(2000).refine(isHttpUrl, practiceSettingsMessages.url);
const optionalUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => value === '' || isHttpUrl(value), practiceSettingsMessages.url);
/** No lower-casing transform here: settings are also a response schema, and transforms cannot be serialised back. */
const optionalEmail = z
  .string()
  .trim()
  .max(254)
  .refine((value) => value === '' || /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/u.test(value), messages['errors.email']);
const optionalText = (max: number) => z.string().trim().max(max);
const isoDateTime = z.iso.datetime({ offset: true }).or(z.literal(''));

/** Where meeting media is relayed (spec 1 §3 media regions); `gll` picks the lowest latency. */
export const mediaRegions = ['gll', 'au1', 'br1', 'de1', 'in1', 'ie1', 'jp1', 'sg1', 'us1', 'us2'] as const;
export type MediaRegion = (typeof mediaRegions)[number];
export const mediaRegionLabels: Record<MediaRegion, string> = {
  gll: 'Automatic (global low latency)',
  au1: 'Australia',
  br1: 'Brazil',
  de1: 'Germany',
  in1: 'India',
  ie1: 'Ireland',
  jp1: 'Japan',
  sg1: 'Singapore',
  us1: 'US East',
  us2: 'US West',
};

/** Fonts the PDF generator embeds. */
export const pdfFonts = ['Mulish', 'Yrsa', 'Helvetica', 'Times'] as const;

/** ISO 4217 codes a practice may offer. */
export const currencyCodes = [
  'GBP',
  'EUR',
  'USD',
  'CHF',
  'JPY',
  'HKD',
  'SGD',
  'AUD',
  'CAD',
  'NZD',
  'ZAR',
  'AED',
  'CNY',
  'INR',
  'SEK',
  'NOK',
  'DKK',
  'MYR',
  'THB',
  'QAR',
  'SAR',
] as const;

/** The client dashboard's tile sections (spec 1 §2); images are 3:2. */
export const dashboardTileSections = [
  'welcome',
  'blog',
  'financialStrategy',
  'notes',
  'recommendationsAndRequests',
  'adviceRooms',
  'questionnaires',
  'identityVerification',
  'documentPacks',
  'documentVault',
  'motivationCentre',
  'myIdentification',
  'accountSettings',
  'brochureLibrary',
  'serviceCharter',
  'servicesAndCharges',
  'estateSummary',
] as const;
export type DashboardTileSection = (typeof dashboardTileSections)[number];

/** The feature flag a tile section belongs to; a tile of a flagged-off feature is not shown. */
export const dashboardTileFeatures: Partial<Record<DashboardTileSection, FeatureFlag | readonly FeatureFlag[]>> = {
  blog: 'blog',
  financialStrategy: 'financialStrategy',
  notes: 'messages',
  recommendationsAndRequests: 'requestAdvice',
  adviceRooms: 'adviceRoom',
  questionnaires: 'reviewQuestionnaire',
  documentPacks: 'documentsPack',
  documentVault: 'documentVault',
  motivationCentre: 'motivationCentre',
  myIdentification: 'myIdentification',
  brochureLibrary: 'brochureLibrary',
  estateSummary: 'estateSummary',
  identityVerification: ['singpass', 'iamSmart'],
};

/** Whether a tile's feature is on: a tile with no flag always is; one with several flags while any is on. */
export function isTileFeatureOn(section: DashboardTileSection, isOn: (flag: FeatureFlag) => boolean): boolean {
  const flags = dashboardTileFeatures[section];
  if (flags === undefined) return true;
  return typeof flags === 'string' ? isOn(flags) : flags.some(isOn);
}

const titledLink = z.object({ title: requiredText(120), url: urlField });

export const generalSettingsSchema = z
  .object({
    legalEntityName: optionalText(200),
    tradingName: optionalText(200),
    websiteTitle: optionalText(200),
    websiteUrl: optionalUrl,
    colourScheme: colourSchemeSchema,
    addresses: z.array(z.object({ label: requiredText(80), address: requiredText(500) })).max(10),
    links: z.array(titledLink).max(20),
    footerText: optionalText(2000),
    emailSenderName: optionalText(120),
    emailSender: optionalEmail,
    replyTo: optionalEmail,
    privacyPolicyUrl: optionalUrl,
    webManifest: z.object({
      shortName: optionalText(30),
      description: optionalText(300),
      backgroundColour: hexColour,
      themeColour: hexColour,
    }),
    pdfFont: z.enum(pdfFonts),
    sessionTimeoutEnabled: z.boolean(),
    currencies: z
      .array(z.enum(currencyCodes))
      .min(1, practiceSettingsMessages.currencyRequired)
      .max(currencyCodes.length)
      .refine((list) => new Set(list).size === list.length, practiceSettingsMessages.currencyDuplicate),
    authorizedRepresentativeName: optionalText(200),
    signInNotification: z
      .object({ message: optionalText(1000), displayFrom: isoDateTime, displayUntil: isoDateTime })
      .refine((n) => !n.displayFrom || !n.displayUntil || Date.parse(n.displayUntil) > Date.parse(n.displayFrom), {
        message: practiceSettingsMessages.notificationWindow,
        path: ['displayUntil'],
      }),
  })
  .strict();

/** The most days a practice may keep a meeting's recorded media: ten years. */
export const recordingRetentionDaysMax = 3650;

export const clientMeetingRoomsSettingsSchema = z
  .object({
    meetingServerLocation: z.enum(mediaRegions),
    /**
     * How many days a meeting's composed recording is kept before its media is deleted (the transcript and summary
     * stay); null keeps it. Optional in a change, so a form that does not show it leaves it as it is.
     */
    recordingRetentionDays: z.number().int().min(1).max(recordingRetentionDaysMax).nullable().optional(),
  })
  .strict();

export const clientMediaSettingsSchema = z
  .object({
    dashboardLinks: z.array(titledLink).max(20),
    dashboardTiles: z
      .array(z.object({ section: z.enum(dashboardTileSections), enabled: z.boolean(), imageFileId: z.uuid().nullable() }))
      .max(dashboardTileSections.length)
      .refine((tiles) => new Set(tiles.map((t) => t.section)).size === tiles.length, 'Each tile section can be listed once'),
  })
  .strict();

export const requestingAdviceSettingsSchema = z
  .object({
    riskAssessmentEnabled: z.boolean(),
    /** A client must open every document of a recommendation pack before accepting it (issue 18: evidence of reading). */
    documentsOpenedBeforeAccepting: z.boolean(),
    financialPlanningTopics: z.array(requiredText(120)).max(50),
    promotionTerms: optionalText(5000),
  })
  .strict();

export const prospectOnboardingSettingsSchema = z
  .object({
    autoDisclosureEnabled: z.boolean(),
    preferredAdvisers: z
      .object({ adviserIds: z.array(z.uuid()).max(200), isSelectableByClients: z.boolean() })
      .refine((p) => !p.isSelectableByClients || new Set(p.adviserIds).size >= 2, {
        message: practiceSettingsMessages.preferredAdvisersMin,
        path: ['adviserIds'],
      }),
  })
  .strict();

export const landingPagesSettingsSchema = z
  .object({ enabledLandingPages: z.array(z.enum(landingPages)).max(landingPages.length) })
  .strict();

/** Every practice setting (spec 1 §3), grouped by the practice-settings sub-page that edits it. */
export const practiceSettingsSections = {
  general: generalSettingsSchema,
  'client-meeting-rooms': clientMeetingRoomsSettingsSchema,
  'client-media': clientMediaSettingsSchema,
  'requesting-advice': requestingAdviceSettingsSchema,
  'prospect-onboarding': prospectOnboardingSettingsSchema,
  'landing-pages': landingPagesSettingsSchema,
} as const;
export type PracticeSettingsSection = keyof typeof practiceSettingsSections;
export const practiceSettingsSectionNames = Object.keys(practiceSettingsSections) as PracticeSettingsSection[];

export const practiceSettingsSchema = z.object({
  general: generalSettingsSchema,
  'client-meeting-rooms': clientMeetingRoomsSettingsSchema,
  'client-media': clientMediaSettingsSchema,
  'requesting-advice': requestingAdviceSettingsSchema,
  'prospect-onboarding': prospectOnboardingSettingsSchema,
  'landing-pages': landingPagesSettingsSchema,
});
export type PracticeSettings = z.infer<typeof practiceSettingsSchema>;
export type SectionSettings<S extends PracticeSettingsSection> = z.infer<(typeof practiceSettingsSections)[S]>;

/** What a practice has before its director changes anything. */
export const defaultPracticeSettings: PracticeSettings = {
  general: {
    legalEntityName: '',
    tradingName: '',
    websiteTitle: '',
    websiteUrl: '',
    colourScheme: defaultColourScheme,
    addresses: [],
    links: [],
    footerText: '',
    emailSenderName: '',
    emailSender: '',
    replyTo: '',
    privacyPolicyUrl: '',
    webManifest: { shortName: '', description: '', backgroundColour: '#ffffff', themeColour: defaultColourScheme.main },
    pdfFont: 'Mulish',
    sessionTimeoutEnabled: false,
    currencies: ['GBP'],
    authorizedRepresentativeName: '',
    signInNotification: { message: '', displayFrom: '', displayUntil: '' },
  },
  'client-meeting-rooms': { meetingServerLocation: 'ie1', recordingRetentionDays: null },
  'client-media': {
    dashboardLinks: [],
    dashboardTiles: dashboardTileSections.map((section) => ({ section, enabled: true, imageFileId: null })),
  },
  'requesting-advice': {
    riskAssessmentEnabled: true,
    documentsOpenedBeforeAccepting: false,
    financialPlanningTopics: [],
    promotionTerms: '',
  },
  'prospect-onboarding': { autoDisclosureEnabled: false, preferredAdvisers: { adviserIds: [], isSelectableByClients: false } },
  'landing-pages': { enabledLandingPages: [] },
};

/**
 * Reads the settings stored flat in a practice row: each value that still passes its field's
 * schema is kept, anything missing or no longer valid falls back to its default.
 */
export function readPracticeSettings(stored: Record<string, unknown>): PracticeSettings {
  const result: Record<string, Record<string, unknown>> = {};
  for (const name of practiceSettingsSectionNames) {
    const schema = practiceSettingsSections[name];
    const defaults = defaultPracticeSettings[name] as Record<string, unknown>;
    const section: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
      const value = key === 'colourScheme' ? { ...defaultColourScheme, ...(stored[key] as object | undefined) } : stored[key];
      const parsed = value === undefined ? null : field.safeParse(value);
      section[key] = parsed?.success ? parsed.data : defaults[key];
    }
    result[name] = section;
  }
  return result as PracticeSettings;
}

/**
 * The practice's name as people read it on every page, mail, PDF, page title and web manifest (spec 1 §3
 * trading name): the trading name its director sets, or the name it was registered under until one is set.
 */
export function tradingNameOf(practice: { name: string; settings: Record<string, unknown> }): string {
  const tradingName = optionalText(200).safeParse(practice.settings.tradingName);
  return (tradingName.success && tradingName.data) || practice.name;
}

/** Whether the sign-in notification shows at `now`: it has a message and `now` is inside its window. */
export function isNotificationShowing(notification: PracticeSettings['general']['signInNotification'], now: Date): boolean {
  if (!notification.message) return false;
  if (notification.displayFrom && now.getTime() < Date.parse(notification.displayFrom)) return false;
  if (notification.displayUntil && now.getTime() > Date.parse(notification.displayUntil)) return false;
  return true;
}

/** Upload purposes of practice files and what each accepts. */
export const practiceFilePurposes = [
  'logo',
  'secondaryLogo',
  'favicon',
  'mobileIcon',
  'dashboardTile',
  'serviceCharter',
  'disclosureForm',
] as const;
export type PracticeFilePurpose = (typeof practiceFilePurposes)[number];
/** Purposes that are one per practice: a new upload replaces the old file. */
export const singlePracticeFiles = ['logo', 'secondaryLogo', 'favicon', 'mobileIcon'] as const satisfies readonly PracticeFilePurpose[];

export const practiceFileSchema = z.object({
  id: z.uuid(),
  purpose: z.enum(practiceFilePurposes),
  file_name: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  url: z.string(),
  created_at: z.string(),
});
export type PracticeFile = z.infer<typeof practiceFileSchema>;

export const practiceSettingsResponseSchema = z.object({
  settings: practiceSettingsSchema,
  files: z.array(practiceFileSchema),
  advisers: z.array(z.object({ id: z.uuid(), name: z.string(), status: z.string() })),
});
export type PracticeSettingsResponse = z.infer<typeof practiceSettingsResponseSchema>;

/** Feature flags as a super or support admin sets them: any subset, each on or off. */
/** A service the practice offers in one of the twenty categories ('services-and-charges'). */
export const serviceBody = z.object({
  category: z.enum(serviceCategories),
  title: requiredText(160),
  description: optionalText(4000),
  charges: optionalText(2000),
  is_offered: z.boolean(),
  position: z.number().int().min(0).max(1000),
});
export type ServiceBody = z.infer<typeof serviceBody>;
export const serviceSchema = serviceBody.extend({ id: z.uuid(), updated_at: z.string() });
export type Service = z.infer<typeof serviceSchema>;

/** What a client's dashboard shows: enabled tiles with images, the practice's links. */
export const clientDashboardSchema = z.object({
  tiles: z.array(z.object({ section: z.enum(dashboardTileSections), image_url: z.string().nullable() })),
  links: z.array(z.object({ title: z.string(), url: z.string() })),
});
export type ClientDashboard = z.infer<typeof clientDashboardSchema>;
