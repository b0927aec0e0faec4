/** Feature flags per practice (spec 1 §3), set by super and support admins. */
export const featureFlags = [
  'adviceRoom',
  'becomeClient',
  'blog',
  'brochureLibrary',
  'clientActivityFeed',
  'clientDashboardLinks',
  'clientSignInNotification',
  'customizableFaq',
  'documentsPack',
  'documentVault',
  'docusign',
  'eSignature',
  'editablePdf',
  'f2FRequest',
  'financialStrategy',
  'gdprDataDownload',
  'inviteProspectiveClient',
  'motivationCentre',
  'singpass',
  'iamSmart',
  'myIdentification',
  'estateSummary',
  'notes',
  'onlineAdvice',
  'referralScheme',
  'preApprovedBrochures',
  'preferredAdviser',
  'recommendationPack',
  'requestAdvice',
  'reviewQuestionnaire',
  'financialPlanningHealthCheck',
  'financialPlanningGoals',
  'riskTolerance',
  'todos',
  'topUp',
  'twoFactorAuthentication',
  'typeToSign',
  'welcomeVideo',
  'outlook',
  'cookiesConsent',
  'messages',
] as const;
export type FeatureFlag = (typeof featureFlags)[number];

/** A flag is on when its stored value is true, 1, '1' or 'true' (spec 1 §3). */
export function isFlagOn(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

export function isFeatureOn(flags: Record<string, unknown>, flag: FeatureFlag): boolean {
  return isFlagOn(flags[flag]);
}
