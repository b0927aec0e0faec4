import { type SignatureMode, signatureImageMaxBytes, signingMessages } from '@advice/domain';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, Dialog, DropZone, TextField } from '../../ui/index.ts';
import type { AppliedSignature } from './sign-fields.ts';
import { dataUrlBytes, renderTypedSignature, signaturePolicy, uploadedSignatureToPng } from './signature-pad.images.ts';
import { type DrawPadHandle, SignatureDrawPad } from './signature-pad.tsx';
import './signature-pad.css';

export type SignaturePadOptions = {
  /** The practice's typeToSign flag. */
  canType: boolean;
  /** The reader's saved signature (an adviser's, from account settings), or null. */
  savedUrl: string | null;
  /** What the Type tab starts with: the reader's name. */
  name: string;
  /** The reader's other signature fields still empty, which the same signature may fill too. */
  otherEmptyCount: number;
};

type PadProps = SignaturePadOptions & {
  isOpen: boolean;
  onClose: () => void;
  onApply: (signature: AppliedSignature, isForOthersToo: boolean) => void;
};

/** The dialog a signature field opens: draw, type, use the saved one or upload, then apply it to the field. */
export function SignaturePadDialog({ isOpen, onClose, ...props }: PadProps) {
  const { t } = useTranslation();
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('sign.pad.title')}>
      <SignaturePadForm onCancel={onClose} {...props} />
    </Dialog>
  );
}

const modeLabels = { draw: 'sign.pad.draw', type: 'sign.pad.type', useSaved: 'sign.pad.saved', upload: 'sign.pad.upload' } as const;

function SignaturePadForm({
  canType,
  savedUrl,
  name,
  otherEmptyCount,
  onApply,
  onCancel,
}: Omit<PadProps, 'isOpen' | 'onClose'> & { onCancel: () => void }) {
  const { t } = useTranslation();
  const modes: SignatureMode[] = ['draw', ...(canType ? (['type'] as const) : []), ...(savedUrl ? (['useSaved'] as const) : []), 'upload'];
  const [mode, setMode] = useState<SignatureMode>('draw');
  const [typedName, setTypedName] = useState(name);
  const [uploaded, setUploaded] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isForOthersToo, setIsForOthersToo] = useState(false);
  const [isWorking, setIsWorking] = useState(false);
  const pad = useRef<DrawPadHandle>(null);
  const groupName = useId();
  const hintId = useId();
  const problemId = useId();

  const choose = (next: SignatureMode) => {
    setMode(next);
    setProblem(null);
  };

  const onFile = async ([file]: File[]) => {
    if (!file) return;
    setIsWorking(true);
    const result = await uploadedSignatureToPng(file);
    setIsWorking(false);
    if ('problem' in result) {
      setUploaded(null);
      setProblem(result.problem);
    } else {
      setUploaded(result.dataUrl);
      setProblem(null);
    }
  };

  /** The signature as the chosen way gives it, or the reason there is none yet. */
  const signatureOf = async (): Promise<AppliedSignature | string> => {
    if (mode === 'useSaved')
      return savedUrl ? { input: { mode: 'useSaved' }, preview: savedUrl } : signingMessages['signing.noSavedSignature'];
    let image: string | null = null;
    if (mode === 'draw') image = pad.current?.toPng() ?? null;
    if (mode === 'type' && typedName.trim()) image = await renderTypedSignature(typedName.trim());
    if (mode === 'upload') image = uploaded;
    if (!image) return t(mode === 'draw' ? 'sign.pad.drawEmpty' : mode === 'type' ? 'sign.pad.typeEmpty' : 'sign.pad.uploadEmpty');
    if (dataUrlBytes(image) > signatureImageMaxBytes) return signingMessages['signing.badImage'];
    return { input: { mode, image }, preview: image };
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setIsWorking(true);
    const signature = await signatureOf();
    setIsWorking(false);
    if (typeof signature === 'string') setProblem(signature);
    else onApply(signature, isForOthersToo);
  };

  return (
    <form className="signature-pad" onSubmit={(event) => void onSubmit(event)} noValidate>
      <fieldset className="signature-pad__modes">
        <legend className="signature-pad__legend">{t('sign.pad.mode')}</legend>
        {modes.map((option) => (
          <label key={option} className="signature-pad__mode">
            <input type="radio" name={groupName} value={option} checked={mode === option} onChange={() => choose(option)} />
            <span>{t(modeLabels[option])}</span>
          </label>
        ))}
      </fieldset>

      <div className="signature-pad__panel">
        {mode === 'draw' ? (
          <>
            <p id={hintId} className="signature-pad__hint">
              {t('sign.pad.drawHint')} {t(canType ? 'sign.pad.keyboardHintType' : 'sign.pad.keyboardHintUpload')}
            </p>
            <SignatureDrawPad ref={pad} describedBy={hintId} onInkChange={(hasInk) => hasInk && setProblem(null)} />
            <Button variant="ghost" size="sm" onClick={() => pad.current?.clear()}>
              {t('sign.pad.clear')}
            </Button>
          </>
        ) : null}
        {mode === 'type' ? (
          <>
            <TextField
              label={t('sign.pad.typeLabel')}
              value={typedName}
              maxLength={60}
              autoComplete="name"
              onChange={(event) => setTypedName(event.target.value)}
            />
            <p className="signature-pad__caption">{t('sign.pad.typePreview')}</p>
            <p className="signature-pad__typed" aria-hidden="true">
              {typedName.trim() || '\u00a0'}
            </p>
          </>
        ) : null}
        {mode === 'useSaved' && savedUrl ? (
          <>
            <p className="signature-pad__hint">{t('sign.pad.savedHint')}</p>
            <img className="signature-pad__preview" src={savedUrl} alt={t('sign.pad.savedImage')} />
          </>
        ) : null}
        {mode === 'upload' ? (
          <>
            <DropZone
              action={t('sign.pad.uploadChoose')}
              description={t('sign.pad.uploadHint')}
              policy={signaturePolicy}
              error={problem}
              isBusy={isWorking}
              onFiles={(files) => void onFile(files)}
            />
            {uploaded ? <img className="signature-pad__preview" src={uploaded} alt={t('sign.pad.uploadPreview')} /> : null}
          </>
        ) : null}
        {problem && mode !== 'upload' ? (
          <p id={problemId} className="ui-field__error" role="alert">
            {problem}
          </p>
        ) : null}
      </div>

      {otherEmptyCount > 0 ? (
        <Checkbox
          label={t('sign.pad.applyOthers', { count: otherEmptyCount })}
          checked={isForOthersToo}
          onChange={(event) => setIsForOthersToo(event.target.checked)}
        />
      ) : null}
      <p className="signature-pad__note">{t('sign.pad.note')}</p>
      <div className="form-actions signature-pad__actions">
        <Button variant="secondary" onClick={onCancel}>
          {t('sign.pad.cancel')}
        </Button>
        <Button type="submit" isLoading={isWorking}>
          {t('sign.pad.apply')}
        </Button>
      </div>
    </form>
  );
}
