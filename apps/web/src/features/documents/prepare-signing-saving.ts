import type { DraftProblem } from '@advice/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type MutationForm, useApiMutation } from '../../lib/mutation.ts';
import { caseKey } from '../cases/cases.api.ts';
import { prepareSigningCalls } from './prepare-signing.api.ts';
import { bodyOf, type SigningDraft } from './prepare-signing-draft.ts';
import { signingKey } from './sign.api.ts';

/**
 * Saving the draft (PUT) and sending it (PUT, then send), or sending it through one of the adviser's DocuSign
 * accounts (which takes the draft's place): each answer becomes the page's envelope, the case's
 * document list is refreshed for its badge, and the server's refusals are kept by pointer, for the editor to
 * show beside the signer or field they name. `onSaved` hears of each draft the server accepted.
 */
export function useDraftSaving({
  documentId,
  caseId,
  onSaved,
}: {
  documentId: string;
  caseId: string;
  onSaved: (draft: SigningDraft) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [serverProblems, setServerProblems] = useState<DraftProblem[]>([]);
  const key = signingKey(documentId);
  const form: MutationForm<FieldValues> = {
    setError: (name, error) =>
      setServerProblems((current) => [...current, { pointer: `/${String(name).replaceAll('.', '/')}`, message: error.message ?? '' }]),
    fields: 'every',
  };
  const saveDraft = async (draft: SigningDraft) => {
    const saved = await prepareSigningCalls.saveDraft(documentId, bodyOf(draft));
    onSaved(draft);
    queryClient.setQueryData(key, saved);
    return saved;
  };
  const save = useApiMutation(saveDraft, { success: t('signing.drafted'), invalidates: [caseKey(caseId)], form });
  const send = useApiMutation(
    async (draft: SigningDraft) => {
      await saveDraft(draft);
      return prepareSigningCalls.send(documentId);
    },
    { success: t('signing.sent'), onSuccess: (answer) => queryClient.setQueryData(key, answer), invalidates: [caseKey(caseId)], form },
  );
  const sendWithDocusign = useApiMutation(
    async ({ draft, accountId }: { draft: SigningDraft; accountId: string }) => {
      const { signers, placements, message } = bodyOf(draft);
      const sent = await prepareSigningCalls.sendWithDocusign({
        document_id: documentId,
        oauth_account_id: accountId,
        signers,
        placements,
        message,
      });
      onSaved(draft);
      return sent;
    },
    { success: t('docusign.sent'), onSuccess: (answer) => queryClient.setQueryData(key, answer), invalidates: [caseKey(caseId)], form },
  );
  return { save, send, sendWithDocusign, serverProblems, clearServerProblems: () => setServerProblems([]) };
}
