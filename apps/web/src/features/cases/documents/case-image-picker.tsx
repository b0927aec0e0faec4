import { type CaseDetail, type CaseImage, type CaseImageChoiceBody, checkChosenFile, uploadPolicies } from '@advice/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../lib/mutation.ts';
import { Button, Card, Dialog, DropZone, Spinner } from '../../../ui/index.ts';
import { caseKey } from '../cases.api.ts';
import { caseDocumentCalls, caseImageSrc, caseImagesKey, useCaseImageChoices } from './case-documents.api.ts';
import { isStaffViewer, type Viewer } from './case-documents.rules.ts';
import './case-documents.css';

type ImageCase = Pick<CaseDetail, 'id' | 'name' | 'image_url' | 'updated_at'>;

const choiceOf = (image: CaseImage): CaseImageChoiceBody =>
  image.kind === 'builtin' ? ({ builtin: image.key } as CaseImageChoiceBody) : { image_id: image.key };

/**
 * The case image: everyone sees the current one; staff choose a built-in image or one the practice uploaded
 * before, or upload a new one. The image's address stays the same when it changes, so the case's last
 * update time keeps the browser from showing the old one.
 */
export function CaseImagePicker({ detail, user }: { detail: ImageCase; user: Viewer }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const isStaffView = isStaffViewer(user);
  if (!isStaffView && !detail.image_url) return null;
  const src = caseImageSrc(detail);
  return (
    <Card title={t('caseImage.title')} className="case-image">
      {src ? (
        <img className="case-image__current" src={src} alt={t('caseImage.current')} />
      ) : (
        <p className="case-docs__meta">{t('caseImage.none')}</p>
      )}
      {isStaffView ? (
        <>
          <div className="form-actions">
            <Button variant="secondary" onClick={() => setIsOpen(true)}>
              {src ? t('caseImage.change') : t('caseImage.choose')}
            </Button>
          </div>
          <Dialog isOpen={isOpen} onClose={() => setIsOpen(false)} title={t('caseImage.dialogTitle')}>
            <ImageChoices caseId={detail.id} onDone={() => setIsOpen(false)} />
          </Dialog>
        </>
      ) : null}
    </Card>
  );
}

function ImageChoices({ caseId, onDone }: { caseId: string; onDone: () => void }) {
  const { t } = useTranslation();
  const choices = useCaseImageChoices();
  const choice = useApiMutation((image: CaseImage) => caseDocumentCalls.chooseImage(caseId, choiceOf(image)), {
    success: t('caseImage.saved'),
    invalidates: [caseKey(caseId)],
  });
  const saving = choice.isPending ? (choice.variables?.key ?? null) : null;
  const choose = async (image: CaseImage) => {
    if (await choice.run(image)) onDone();
  };
  return (
    <div className="stack">
      <ImageUpload caseId={caseId} onDone={onDone} />
      {choices.isPending ? (
        <Spinner />
      ) : choices.isError ? (
        <p className="case-docs__load-problem">
          {t('caseImage.loadFailed')}{' '}
          <Button variant="ghost" size="sm" onClick={() => void choices.refetch()}>
            {t('common.retry')}
          </Button>
        </p>
      ) : (
        <ul className="case-image__choices" aria-label={t('caseImage.choices')}>
          {choices.data.map((image) => (
            <li key={`${image.kind}-${image.key}`}>
              <button
                type="button"
                className="case-image__choice"
                disabled={saving !== null}
                aria-busy={saving === image.key || undefined}
                onClick={() => void choose(image)}
              >
                <img src={image.url} alt="" loading="lazy" />
                <span className="case-image__label">{image.label}</span>
                <span className="case-docs__meta">{image.kind === 'builtin' ? t('caseImage.builtin') : t('caseImage.uploaded')}</span>
                <span className="visually-hidden">{t('caseImage.use')}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ImageUpload({ caseId, onDone }: { caseId: string; onDone: () => void }) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const save = useApiMutation((file: File) => caseDocumentCalls.uploadImage(caseId, file, setProgress), {
    success: t('caseImage.saved'),
    invalidates: [caseKey(caseId), caseImagesKey],
    onErrorDetails: (details) => setError(details.join(' ')),
  });
  const upload = async ([file]: File[]) => {
    if (!file) return;
    const problem = checkChosenFile(uploadPolicies.caseImage, file);
    setError(problem);
    if (problem) return;
    setChosen(file);
    setProgress(0);
    const isSaved = await save.run(file);
    setProgress(null);
    setChosen(null);
    if (isSaved) onDone();
  };
  return (
    <div className="case-image__upload">
      <DropZone
        action={t('caseImage.upload')}
        description={t('caseImage.uploadHint')}
        policy={uploadPolicies.caseImage}
        chosen={chosen}
        progress={progress}
        progressLabel={t('caseImage.uploading')}
        error={error}
        isBusy={progress !== null}
        onFiles={(files) => void upload(files)}
      />
    </div>
  );
}
