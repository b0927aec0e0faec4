import type { Envelope, SignByLinkBody } from '@advice/domain';
import { createContext, useContext } from 'react';

export type SigningFileKind = 'signed' | 'certificate';

/**
 * How the signer's page reaches its signing request, however the signer came: signed in (by the document)
 * or through the signing link mailed to a partner without an account (by its token). One page, its fields,
 * pad, passcode, decline and downloads serve both, through this.
 */
export type SigningChannel = {
  /** Where the envelope lives in the query cache: an answer replaces it, a conflict reloads it. */
  queryKey: readonly unknown[];
  sign: (body: SignByLinkBody) => Promise<Envelope>;
  sendPasscode: () => Promise<unknown>;
  decline: (reason: string) => Promise<Envelope>;
  download: (which: SigningFileKind) => Promise<unknown>;
  /** What the signature pad starts the Type tab with, and the reader's saved signature (an adviser's), if any. */
  pad: { name: string; savedUrl: string | null };
  /**
   * Whether the document shows while it is not the reader's turn: a signed-in reader may always read it, a
   * link opens it only to sign (and, once everyone has signed, the signed copy).
   */
  isDocumentShownBetweenTurns: boolean;
};

const SigningChannelContext = createContext<SigningChannel | null>(null);

export const SigningChannelProvider = SigningChannelContext.Provider;

/** The page's channel; every part of the signer's page sits inside one. */
export function useSigningChannel(): SigningChannel {
  const channel = useContext(SigningChannelContext);
  if (!channel) throw new Error('useSigningChannel needs a SigningChannelProvider');
  return channel;
}
