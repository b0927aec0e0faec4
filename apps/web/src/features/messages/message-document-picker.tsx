import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, Dialog, EmptyState, Select, Spinner } from '../../ui/index.ts';
import { type ChosenLink, useLinkableCases, useLinkableOfCase } from './messages.api.ts';

type PickerProps = {
  clientId: string;
  isClientThread: boolean;
  isOpen: boolean;
  chosen: readonly ChosenLink[];
  onClose: () => void;
  onChoose: (links: ChosenLink[]) => void;
};

/** Chooses documents of the client's cases to link in a message: a case, then its pack documents and addenda. */
export function MessageDocumentPicker({ clientId, isClientThread, isOpen, chosen, onClose, onChoose }: PickerProps) {
  const { t } = useTranslation();
  const cases = useLinkableCases(clientId, isOpen);
  const [caseId, setCaseId] = useState('');
  const [ticked, setTicked] = useState<ChosenLink[]>([]);
  const kase = cases.data?.items.find((item) => item.id === caseId);
  const linkable = useLinkableOfCase(kase, isClientThread);
  const isChosen = (link: ChosenLink) => chosen.some((item) => item.id === link.id);
  const isTicked = (link: ChosenLink) => ticked.some((item) => item.id === link.id);
  const close = () => {
    setTicked([]);
    onClose();
  };
  const options = [
    { value: '', label: t('messages.links.chooseCase') },
    ...(cases.data?.items ?? []).map((item) => ({ value: item.id, label: item.name })),
  ];

  return (
    <Dialog
      isOpen={isOpen}
      onClose={close}
      title={t('messages.links.title')}
      footer={
        <>
          <Button
            disabled={ticked.length === 0}
            onClick={() => {
              onChoose(ticked);
              close();
            }}
          >
            {t('messages.links.add', { count: ticked.length })}
          </Button>
          <Button variant="ghost" onClick={close}>
            {t('messages.cancel')}
          </Button>
        </>
      }
    >
      {cases.isPending ? (
        <Spinner />
      ) : (cases.data?.items.length ?? 0) === 0 ? (
        <EmptyState title={t('messages.links.noCasesTitle')} headingLevel={3}>
          <p>{t('messages.links.noCases')}</p>
        </EmptyState>
      ) : (
        <div className="form-grid">
          <Select label={t('messages.links.case')} options={options} value={caseId} onChange={(event) => setCaseId(event.target.value)} />
          {kase === undefined ? null : linkable.isPending ? (
            <Spinner />
          ) : (linkable.data ?? []).length === 0 ? (
            <p className="messages__note">{t('messages.links.nothing')}</p>
          ) : (
            <fieldset className="messages-links__choices">
              <legend className="visually-hidden">{t('messages.links.documents')}</legend>
              {(linkable.data ?? []).map((link) => (
                <Checkbox
                  key={link.id}
                  label={link.name}
                  description={t(`messages.attachmentKind.${link.kind}`)}
                  checked={isChosen(link) || isTicked(link)}
                  disabled={isChosen(link)}
                  onChange={(event) =>
                    setTicked((list) => (event.target.checked ? [...list, link] : list.filter((item) => item.id !== link.id)))
                  }
                />
              ))}
            </fieldset>
          )}
        </div>
      )}
    </Dialog>
  );
}
