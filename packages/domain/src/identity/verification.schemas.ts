import { z } from 'zod';
import { paginationQuery } from '../shared/fields.ts';
import { verificationAuthorities, verificationStatuses } from './identity.ts';
import { type VerificationMessageKey, verificationActions, verificationCoverNoteMax, verificationMessages } from './verification.ts';

/**
 * The details an authority returns (spec 3 §3), as the product keeps them: each a text as the authority
 * gave it ('' when it gave none), in the order a page lists them.
 */
export const singpassDetailFields = [
  'uid',
  'name',
  'alias',
  'hanyu_pinyin_name',
  'hanyu_pinyin_alias',
  'married_name',
  'sex',
  'dob',
  'nationality',
  'country_of_birth',
  'address',
  'pass_type',
  'pass_status',
  'pass_expiry_date',
] as const;
export const iamSmartDetailFields = ['uid', 'name', 'chinese_name', 'sex', 'dob', 'address'] as const;
export type VerificationDetailField = (typeof singpassDetailFields)[number] | (typeof iamSmartDetailFields)[number];

/** How each returned detail is named on a page (en-GB). */
export const verificationDetailLabels = {
  uid: 'Identity number',
  name: 'Name',
  alias: 'Alias',
  hanyu_pinyin_name: 'Hanyu Pinyin name',
  hanyu_pinyin_alias: 'Hanyu Pinyin alias',
  married_name: 'Married name',
  sex: 'Sex',
  dob: 'Date of birth',
  nationality: 'Nationality',
  country_of_birth: 'Country of birth',
  address: 'Address',
  pass_type: 'Pass type',
  pass_status: 'Pass status',
  pass_expiry_date: 'Pass expiry date',
  chinese_name: 'Chinese name',
} as const satisfies Record<VerificationDetailField, string>;

/** The details that are dates ('YYYY-MM-DD'), which a page shows as dates. */
export const verificationDateFields: readonly VerificationDetailField[] = ['dob', 'pass_expiry_date'];

/** The longest detail kept: an address is the longest an authority sends. */
export const verificationDetailMax = 500;
const detail = z.string().max(verificationDetailMax);

export const singpassDetailsSchema = z.object({
  authority: z.literal('singpass'),
  uid: detail,
  name: detail,
  alias: detail,
  hanyu_pinyin_name: detail,
  hanyu_pinyin_alias: detail,
  married_name: detail,
  sex: detail,
  dob: detail,
  nationality: detail,
  country_of_birth: detail,
  address: detail,
  pass_type: detail,
  pass_status: detail,
  pass_expiry_date: detail,
});
export type SingpassDetails = z.infer<typeof singpassDetailsSchema>;

export const iamSmartDetailsSchema = z.object({
  authority: z.literal('iamSmart'),
  uid: detail,
  name: detail,
  chinese_name: detail,
  sex: detail,
  dob: detail,
  address: detail,
});
export type IamSmartDetails = z.infer<typeof iamSmartDetailsSchema>;

export const verificationDetailsSchema = z.discriminatedUnion('authority', [singpassDetailsSchema, iamSmartDetailsSchema]);
export type VerificationDetails = z.infer<typeof verificationDetailsSchema>;

/** The fields of the details an authority returns, in the order a page lists them. */
export function detailFieldsOf(details: VerificationDetails): readonly VerificationDetailField[] {
  return details.authority === 'singpass' ? singpassDetailFields : iamSmartDetailFields;
}

/** A new verification (spec 3 §5: at least an authority); the cover note tells the client why. */
export const verificationCreateBody = z.object({
  authority: z.enum(verificationAuthorities, { error: verificationMessages['verification.chooseAuthority'] }),
  cover_note: z.string().trim().max(verificationCoverNoteMax).optional().default(''),
});
export type VerificationCreateBody = z.infer<typeof verificationCreateBody>;

export const verificationListQuery = paginationQuery.extend({ status: z.enum(verificationStatuses).optional() });
export type VerificationListQuery = z.infer<typeof verificationListQuery>;

/** A client's verification events, of one verification when `verification_id` is given. */
export const verificationAuditQuery = paginationQuery.extend({ verification_id: z.uuid().optional() });
export type VerificationAuditQuery = z.infer<typeof verificationAuditQuery>;

const personRef = z.object({ id: z.uuid(), name: z.string() });

/** One verification as the client and their staff read it; `actions` are those the viewer may take now. */
export const verificationSchema = z.object({
  id: z.uuid(),
  client_id: z.uuid(),
  authority: z.enum(verificationAuthorities),
  status: z.enum(verificationStatuses),
  cover_note: z.string(),
  /** What the authority returned; null until the client has verified. */
  details: verificationDetailsSchema.nullable(),
  created_by: personRef.nullable(),
  created_at: z.string(),
  submitted_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  completed_by: personRef.nullable(),
  cancelled_at: z.string().nullable(),
  cancelled_by: personRef.nullable(),
  actions: z.array(z.enum(verificationActions)),
});
export type Verification = z.infer<typeof verificationSchema>;

/** A submitted verification waiting on its adviser, as their home lists it. */
export const verificationToReviewSchema = z.object({
  id: z.uuid(),
  authority: z.enum(verificationAuthorities),
  client: z.object({ id: z.uuid(), first_name: z.string(), last_name: z.string() }),
  submitted_at: z.string(),
});
export type VerificationToReview = z.infer<typeof verificationToReviewSchema>;

/** A changed verification with the sentence the change toasts. */
export const verificationSavedSchema = verificationSchema.extend({ message: z.string() });
export type VerificationSaved = z.infer<typeof verificationSavedSchema>;

/** Where the client's browser goes next: the authority's sign-in page for this verification. */
export const verificationStartSchema = z.object({ authorization_url: z.string() });
export type VerificationStart = z.infer<typeof verificationStartSchema>;

/**
 * What the authority sends the browser back with (OpenID Connect's authorisation response). The callback
 * reads the whole address itself, since the response is checked as it came (its `iss` included).
 */
export const verificationCallbackQuery = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
  iss: z.string().max(2048).optional(),
});

/** How a return from the authority ended, which the verification's page says (`?outcome=`). */
export const verificationOutcomes = ['received', 'stopped', 'expired', 'unavailable', 'unknown'] as const;
export type VerificationOutcome = (typeof verificationOutcomes)[number];

/** The sentence of each outcome. */
export const verificationOutcomeMessages = {
  received: 'verification.received',
  stopped: 'verification.stoppedAtAuthority',
  expired: 'verification.flowExpired',
  unavailable: 'verification.unavailable',
  unknown: 'verification.flowUnknown',
} as const satisfies Record<VerificationOutcome, VerificationMessageKey>;

/** A relying party's public keys (its client assertions' and its encrypted responses'), as an authority fetches them. */
export const verificationJwksSchema = z.object({ keys: z.array(z.record(z.string(), z.unknown())) });

export const authorityParam = z.object({ authority: z.enum(verificationAuthorities) });
