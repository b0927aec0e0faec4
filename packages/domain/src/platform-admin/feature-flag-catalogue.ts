import type { FeatureFlag } from '../practice/feature-flags.ts';

/** The groups a platform admin finds the flags under, in the order the page shows them. */
export const featureFlagGroups = ['clients', 'planning', 'documents', 'meetings', 'content', 'security'] as const;
export type FeatureFlagGroup = (typeof featureFlagGroups)[number];

export const featureFlagGroupNames = {
  clients: 'Clients and onboarding',
  planning: 'Advice and planning',
  documents: 'Documents and signing',
  meetings: 'Meetings and messages',
  content: 'Content and the client dashboard',
  security: 'Accounts, privacy and integrations',
} as const satisfies Record<FeatureFlagGroup, string>;

/** One flag as a platform admin reads it (en-GB): its group, its name and what turning it off removes. */
export type FeatureFlagEntry = { group: FeatureFlagGroup; name: string; description: string };

/** Every feature flag of spec 1 §3 in words, so no page and no audit sentence shows a camelCase key. */
export const featureFlagCatalogue = {
  becomeClient: { group: 'clients', name: 'Become a client', description: 'Visitors can ask to become clients from the public site.' },
  inviteProspectiveClient: {
    group: 'clients',
    name: 'Invite prospective clients',
    description: 'Advisers can invite prospects, who answer the onboarding wizard.',
  },
  preferredAdviser: {
    group: 'clients',
    name: 'Preferred adviser',
    description: 'Clients can choose a preferred adviser when they sign up.',
  },
  welcomeVideo: { group: 'clients', name: 'Welcome video', description: 'Advisers can record a welcome video for a new client.' },
  referralScheme: { group: 'clients', name: 'Referral scheme', description: 'Clients can refer friends and family to the practice.' },
  clientActivityFeed: { group: 'clients', name: 'Client activity feed', description: 'Staff see what each client has done lately.' },
  todos: { group: 'clients', name: 'To-dos', description: 'A shared to-do list between a client and their advisers.' },
  notes: { group: 'clients', name: 'Notes', description: 'Practice notes and client notes on a client’s page.' },
  onlineAdvice: { group: 'planning', name: 'Online Advice', description: 'Clients can request advice online.' },
  requestAdvice: { group: 'planning', name: 'Request Advice', description: 'Clients can ask for advice from their dashboard.' },
  f2FRequest: { group: 'planning', name: 'Face-to-face requests', description: 'Clients can ask for a face-to-face meeting.' },
  topUp: { group: 'planning', name: 'Top-ups', description: 'Clients can ask to top up an investment.' },
  recommendationPack: {
    group: 'planning',
    name: 'Recommendation packs',
    description: 'Advisers send recommendation packs for clients to accept.',
  },
  reviewQuestionnaire: {
    group: 'planning',
    name: 'Review questionnaires',
    description: 'Advisers send review questionnaires before a review.',
  },
  financialStrategy: { group: 'planning', name: 'Financial strategy', description: 'Advisers share financial strategies with clients.' },
  financialPlanningHealthCheck: {
    group: 'planning',
    name: 'Financial planning health check',
    description: 'The health-check questionnaire on a case.',
  },
  financialPlanningGoals: { group: 'planning', name: 'Financial planning goals', description: 'The goals questionnaire on a case.' },
  riskTolerance: { group: 'planning', name: 'Risk assessment', description: 'Clients answer the risk tolerance questionnaire.' },
  estateSummary: { group: 'planning', name: 'Estate summary', description: 'A summary of a client’s estate, kept with the adviser.' },
  motivationCentre: {
    group: 'planning',
    name: 'Motivation centre',
    description: 'Links, PDFs and galleries that keep a client’s goals in view.',
  },
  documentsPack: {
    group: 'documents',
    name: 'Document packs',
    description: 'Advisers send packs of documents for clients to read or sign.',
  },
  documentVault: { group: 'documents', name: 'Document vault', description: 'Clients keep wills, policies and statements in a vault.' },
  myIdentification: { group: 'documents', name: 'My identification', description: 'Clients keep their identity documents and details.' },
  singpass: { group: 'documents', name: 'Singpass', description: 'Identity verification through Singpass.' },
  iamSmart: { group: 'documents', name: 'iAM Smart', description: 'Identity verification through iAM Smart.' },
  eSignature: { group: 'documents', name: 'E-signature', description: 'Clients sign documents inside the portal.' },
  docusign: { group: 'documents', name: 'DocuSign', description: 'Advisers can send documents for signing through DocuSign.' },
  typeToSign: { group: 'documents', name: 'Type to sign', description: 'Signers may type their name as their signature.' },
  editablePdf: { group: 'documents', name: 'Editable PDFs', description: 'Clients fill in the form fields of a PDF.' },
  adviceRoom: { group: 'meetings', name: 'Advice rooms', description: 'Online meeting rooms with video, chat and recording.' },
  messages: {
    group: 'meetings',
    name: 'Messages',
    description: 'Messages between clients and the practice, and the message-the-team button.',
  },
  outlook: { group: 'meetings', name: 'Outlook calendar', description: 'Meetings can be added to an Outlook calendar.' },
  blog: { group: 'content', name: 'Blog', description: 'The practice’s blog, on the client dashboard.' },
  brochureLibrary: { group: 'content', name: 'Brochure library', description: 'Brochures and guides for clients to read.' },
  preApprovedBrochures: {
    group: 'content',
    name: 'Pre-approved brochures',
    description: 'The provider’s ready-made brochures in the library.',
  },
  customizableFaq: { group: 'content', name: 'Editable FAQ', description: 'The director writes the practice’s own FAQ.' },
  clientDashboardLinks: { group: 'content', name: 'Dashboard links', description: 'Links the practice adds to the client dashboard.' },
  clientSignInNotification: {
    group: 'content',
    name: 'Sign-in notice',
    description: 'A notice shown on the sign-in page for a set time.',
  },
  twoFactorAuthentication: {
    group: 'security',
    name: 'Two-factor authentication',
    description: 'People can protect their sign-in with an authenticator app.',
  },
  gdprDataDownload: {
    group: 'security',
    name: 'Personal data download',
    description: 'People can download the personal data held about them.',
  },
  cookiesConsent: { group: 'security', name: 'Cookie consent', description: 'Visitors are asked which cookies they accept.' },
} as const satisfies Record<FeatureFlag, FeatureFlagEntry>;

/** A flag's name in words ("Blog"), or the key put into words for one the catalogue no longer lists. */
export function featureFlagName(flag: string): string {
  return Object.hasOwn(featureFlagCatalogue, flag) ? featureFlagCatalogue[flag as FeatureFlag].name : flag;
}
