import { z } from 'zod';
import { envelopeDraftBody } from './signing.ts';

/**
 * DocuSign as a second signing engine (spec 1 §3 "multiple document-signing accounts", "oauth accounts";
 * §6 advisers enable signing integrations in account settings): an adviser connects one or more DocuSign
 * accounts through OAuth and sends a case document through one of them; DocuSign mails the signers, and the
 * completed PDF comes back as the envelope's signed version.
 */

/** The outside services an account may be connected through. */
export const oauthProviders = ['docusign'] as const;
export type OAuthProvider = (typeof oauthProviders)[number];

export const docusignMessages = {
  'docusign.notConfigured':
    'DocuSign is not set up for this portal yet. Ask the people who run the portal to configure the DocuSign integration.',
  'docusign.connectionNotConfirmed':
    'DocuSign could not be connected: the connection was started in another session or took too long. Choose Connect DocuSign again.',
  'docusign.connectionCancelled':
    'DocuSign was not connected because the request was cancelled at DocuSign. Choose Connect DocuSign to try again.',
  'docusign.connectionRefused': 'DocuSign did not accept the connection. Choose Connect DocuSign to try again.',
  'docusign.noAccounts': 'This DocuSign login has no eSignature account to connect. Sign in to DocuSign with another login.',
  'docusign.reconnect': 'The connection to this DocuSign account has expired. Disconnect it and connect it again in account settings.',
  'docusign.unavailable': 'DocuSign could not be reached or refused the request. Try again in a few minutes.',
  'docusign.accountNotFound': 'This DocuSign account is not connected to your login. Choose one of your connected accounts.',
  'docusign.envelopeNotFound': 'This DocuSign signing request does not exist.',
  'docusign.liveEnvelope': 'This document already has a signing request. Cancel it before sending the document through DocuSign.',
  'docusign.notPdf': 'DocuSign did not send back a PDF. Try again in a few minutes.',
  'docusign.connected': 'DocuSign connected',
  'docusign.disconnected': 'DocuSign account disconnected',
  'docusign.sent': 'Sent for signature through DocuSign',
  /** The subject of DocuSign's e-mail to each signer. */
  'docusign.emailSubject': 'Please sign {{document}}',
  /** Why an envelope was cancelled, as DocuSign shows it to the signers. */
  'docusign.voidReason': 'The adviser cancelled this signing request.',
  'docusign.voidFailed':
    'DocuSign did not cancel the signing request for “{{document}}”, so nothing has been cancelled here either. Try again in a few minutes.',
  /** Signing in the portal is refused for a document sent through DocuSign: DocuSign's own e-mail carries the signer's link. */
  'docusign.signAtDocusign': 'This document is signed through DocuSign. Use the link in the e-mail DocuSign sent you.',
} as const;
export type DocusignMessageKey = keyof typeof docusignMessages;

/** A connected account as its owner sees it: never its tokens. */
export const oauthAccountSchema = z.object({
  id: z.uuid(),
  provider: z.enum(oauthProviders),
  account_name: z.string(),
  email: z.string(),
  connected_at: z.string(),
});
export type OAuthAccount = z.infer<typeof oauthAccountSchema>;

/** Start connecting: the address of the provider's sign-in page, with a state bound to the session. */
export const oauthAuthorizeBody = z.object({ provider: z.enum(oauthProviders).default('docusign') });
export const oauthAuthorizationSchema = z.object({ url: z.string() });

/** Finish connecting: what the provider handed back to account settings (`?code=…&state=…`). */
export const oauthConnectBody = z.object({
  provider: z.enum(oauthProviders).default('docusign'),
  code: z.string().trim().min(1).max(4096),
  state: z.string().trim().min(1).max(512),
});
export type OAuthConnectBody = z.infer<typeof oauthConnectBody>;

export const oauthConnectedSchema = z.object({ message: z.string(), accounts: z.array(oauthAccountSchema) });

/**
 * Send a case document through one of the adviser's DocuSign accounts: the signers in signing order and their
 * fields, as for the product's own signing (reminders and passcodes are DocuSign's own, so not asked here).
 */
export const docusignEnvelopeBody = envelopeDraftBody
  .pick({ signers: true, placements: true, message: true })
  .extend({ document_id: z.uuid(), oauth_account_id: z.uuid() });
export type DocusignEnvelopeBody = z.infer<typeof docusignEnvelopeBody>;
