/**
 * A client's identification (spec 3 §3, §4): personal details (nationalities and residencies, numbered)
 * and identity documents, each section lockable by the adviser; and identity verifications through an
 * authority's OpenID Connect flow (Singpass, iAM Smart).
 */
export const identitySections = ['personalDetails', 'identityDocuments'] as const;
export type IdentitySection = (typeof identitySections)[number];

export const identityDocumentTypes = ['government_document', 'other_document'] as const;
export type IdentityDocumentType = (typeof identityDocumentTypes)[number];

/** A restricted document shows only to the client and their adviser; a normal one to everyone on their staff. */
export const identityDocumentAccessLevels = ['restricted', 'normal'] as const;
export type IdentityDocumentAccess = (typeof identityDocumentAccessLevels)[number];

export const verificationAuthorities = ['singpass', 'iamSmart'] as const;
export type VerificationAuthority = (typeof verificationAuthorities)[number];

/** In-Progress, Submitted, Completed, Cancelled (spec 3 §4). */
export const verificationStatuses = ['in_progress', 'submitted', 'completed', 'cancelled'] as const;
export type VerificationStatus = (typeof verificationStatuses)[number];

/** Each identification section as an address names it (`/identification/locks/personal-details`). */
export const identitySectionSlugs = {
  personalDetails: 'personal-details',
  identityDocuments: 'identity-documents',
} as const satisfies Record<IdentitySection, string>;
export type IdentitySectionSlug = (typeof identitySectionSlugs)[IdentitySection];

/** The section an address's slug names, or null. */
export function identitySectionOfSlug(slug: string): IdentitySection | null {
  return identitySections.find((section) => identitySectionSlugs[section] === slug) ?? null;
}

/** How each section, document type and access level reads (en-GB). */
export const identitySectionLabels = {
  personalDetails: 'Personal details',
  identityDocuments: 'Identity documents',
} as const satisfies Record<IdentitySection, string>;

export const identityDocumentTypeLabels = {
  government_document: 'Government document',
  other_document: 'Other document',
} as const satisfies Record<IdentityDocumentType, string>;

export const identityDocumentAccessLabels = {
  restricted: 'Restricted',
  normal: 'Normal',
} as const satisfies Record<IdentityDocumentAccess, string>;
