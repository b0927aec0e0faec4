import type { CaseDetail, CurrentUser, Envelope, Placement, SignerRole } from '@advice/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { personName } from '../people/client-account/client-account.api.ts';
import type { DraftSigner } from './prepare-signing-draft.ts';

export function useRoleLabel(): (role: SignerRole) => string {
  const { t } = useTranslation();
  return useCallback(
    (role: SignerRole) =>
      ({ client: t('prepareSigning.role.client'), partner: t('prepareSigning.role.partner'), adviser: t('prepareSigning.role.adviser') })[
        role
      ],
    [t],
  );
}

/** "Client signature", "Adviser: Date": what a field is called on the page and in the lists. */
export function useFieldLabel(): (placement: Pick<Placement, 'signer' | 'type' | 'label'>) => string {
  const { t } = useTranslation();
  const roleLabel = useRoleLabel();
  return useCallback(
    (placement: Pick<Placement, 'signer' | 'type' | 'label'>) => {
      const role = roleLabel(placement.signer);
      if (placement.type === 'addSignaturePlaceholder') return t('prepareSigning.fields.signature', { role });
      return t('prepareSigning.fields.text', { role, label: placement.label || t('prepareSigning.fields.textLabelDefault') });
    },
    [t, roleLabel],
  );
}

/**
 * Each signer's name as far as it is known: the case's client, the partner as typed, and the adviser from the
 * saved envelope or, before there is one, the reader when they are the case's adviser.
 */
export function useSignerName(
  detail: Pick<CaseDetail, 'client' | 'adviser_id'>,
  user: Pick<CurrentUser, 'id' | 'first_name' | 'last_name'>,
  envelope: Pick<Envelope, 'signers'> | null,
): (signer: Pick<DraftSigner, 'role' | 'name'>) => string {
  const roleLabel = useRoleLabel();
  const { t } = useTranslation();
  return useCallback(
    (signer: Pick<DraftSigner, 'role' | 'name'>) => {
      const saved = envelope?.signers.find((s) => s.role === signer.role)?.name;
      const name =
        signer.role === 'client'
          ? personName(detail.client)
          : signer.role === 'partner'
            ? signer.name.trim()
            : (saved ?? (detail.adviser_id === user.id ? personName(user) : ''));
      return name ? t('prepareSigning.signerNamed', { role: roleLabel(signer.role), name }) : roleLabel(signer.role);
    },
    [detail, user, envelope, roleLabel, t],
  );
}
