import type { Identification, IdentificationAction } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { Banner, Button, EmptyState, Spinner } from '../../ui/index.ts';
import { CopyRequestsCard } from './copy-requests.tsx';
import { DocumentsCard } from './documents-card.tsx';
import { useIdentification, useLiveIdentification } from './identity.api.ts';
import { PersonalDetailsCard } from './personal-details-card.tsx';

/** Who is looking, and what the server says they may do. */
export type Viewer = { clientId: string; clientName: string; isClient: boolean; actions: readonly IdentificationAction[] };

export const mayDo = (viewer: Viewer, action: IdentificationAction) => viewer.actions.includes(action);

/**
 * A client's identification: the physical copies asked of them, their personal details and their
 * identity documents, as the viewer may see and change them. Live: a change anyone makes shows at once.
 */
export function IdentificationView({ clientId, clientName, isClient }: { clientId: string; clientName: string; isClient: boolean }) {
  const { t } = useTranslation();
  useLiveIdentification();
  const query = useIdentification(clientId);
  if (query.isPending) return <Spinner />;
  if (query.isError || !query.data) {
    return (
      <EmptyState title={t('error.title')} action={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}>
        <p>{t('identity.loadFailed')}</p>
      </EmptyState>
    );
  }
  const identification: Identification = query.data;
  const viewer: Viewer = { clientId, clientName, isClient, actions: identification.actions };
  return (
    <div className="identification stack">
      {!isClient && !mayDo(viewer, 'identity.edit') ? (
        <Banner tone="info">
          <p>{t('identity.readOnlyNote')}</p>
        </Banner>
      ) : null}
      <CopyRequestsCard identification={identification} viewer={viewer} />
      <PersonalDetailsCard identification={identification} viewer={viewer} />
      <DocumentsCard identification={identification} viewer={viewer} />
    </div>
  );
}
