import { uploadPolicies } from '@advice/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../lib/mutation.ts';
import { Banner, Button, Dialog, DropZone, Spinner, useChosenFileUpload } from '../../../ui/index.ts';
import { type BackgroundEffect, type BackgroundEffectState, backgroundEffects, canUseBackgroundEffects } from './use-background-effect.ts';
import { readVirtualBackground, uploadVirtualBackground, virtualBackgroundQueryKey } from './virtual-background.api.ts';
import './background-control.css';

const policy = uploadPolicies.virtualBackground;

/** The picture as an address an `<img>` can show, for as long as it is shown. */
function usePictureUrl(picture: Blob | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!picture) return setUrl(null);
    const made = URL.createObjectURL(picture);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [picture]);
  return url;
}

/**
 * The person's own picture for the virtual background: shown when there is one, and a chooser to send one (or
 * another); what the server refuses shows beside the chooser in its own words. A new picture is used at once.
 */
function VirtualBackgroundPicture({ userId, picture }: { userId: string; picture: Blob | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const url = usePictureUrl(picture);
  const { progress, setProgress, error, setError, chosen, choose } = useChosenFileUpload(policy);
  const save = useApiMutation((form: FormData) => uploadVirtualBackground(userId, form, setProgress), {
    success: false,
    onErrorDetails: (details) => setError(details.join(' ')),
    // Read back at once: the choice applies the new picture as soon as it is here.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: virtualBackgroundQueryKey(userId) }),
  });
  return (
    <div className="live-background__picture">
      {url ? <img className="live-background__preview" src={url} alt={t('meetings.live.background.yourPicture')} /> : null}
      {picture ? null : <p>{t('meetings.live.background.noPicture')}</p>}
      <DropZone
        action={picture ? t('meetings.live.background.replacePicture') : t('meetings.live.background.uploadPicture')}
        policy={policy}
        chosen={chosen}
        progress={progress}
        progressLabel={t('meetings.live.background.uploading')}
        error={error}
        isBusy={progress !== null}
        isCompact
        purpose="virtual-background"
        onFiles={(files) => void choose(save.run)(files)}
      />
    </div>
  );
}

/**
 * The background effect choice (spec 2 §2.2): no effect, the room blurred, or the person's own picture behind them.
 * A choice shows at once in the person's own tile; the virtual background, for those with an account (never
 * guests), offers to upload a picture while there is none. Left out where the browser cannot run the effect.
 */
export function BackgroundControl(props: { background: BackgroundEffectState; userId: string | null }) {
  const [isSupported] = useState(() => canUseBackgroundEffects(navigator.userAgent));
  return isSupported ? <BackgroundChoice {...props} /> : null;
}

function BackgroundChoice({ background, userId }: { background: BackgroundEffectState; userId: string | null }) {
  const { t } = useTranslation();
  const name = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [wanted, setWanted] = useState<BackgroundEffect>(background.effect);
  const picture = useQuery({
    queryKey: virtualBackgroundQueryKey(userId ?? ''),
    queryFn: () => readVirtualBackground(userId ?? ''),
    enabled: isOpen && userId !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const offered = backgroundEffects.filter((effect) => effect !== 'virtualBackground' || userId !== null);
  const shown = background.pending ?? wanted;
  const applied = useRef<Blob | null>(null);

  const open = () => {
    setWanted(background.effect);
    setIsOpen(true);
  };
  const pick = (effect: BackgroundEffect) => {
    setWanted(effect);
    if (effect === 'virtualBackground') return;
    applied.current = null;
    void background.choose(effect);
  };
  // The virtual background applies once there is a picture: at once when there is one, else when it is uploaded.
  const { choose } = background;
  useEffect(() => {
    const image = picture.data;
    if (wanted !== 'virtualBackground' || !image || applied.current === image) return;
    applied.current = image;
    void choose('virtualBackground', image);
  }, [wanted, picture.data, choose]);

  return (
    <>
      <Button size="sm" variant="secondary" aria-haspopup="dialog" aria-pressed={background.effect !== 'noEffect'} onClick={open}>
        {t('meetings.live.background.toggle')}
      </Button>
      <Dialog
        isOpen={isOpen}
        onClose={() => setIsOpen(false)}
        title={t('meetings.live.background.title')}
        footer={<Button onClick={() => setIsOpen(false)}>{t('meetings.live.background.done')}</Button>}
      >
        <fieldset className="live-background__choices" aria-busy={background.pending !== null || undefined}>
          <legend>{t('meetings.live.background.legend')}</legend>
          {offered.map((effect) => (
            <label key={effect} className="live-background__choice">
              <input
                type="radio"
                name={name}
                value={effect}
                checked={shown === effect}
                disabled={background.pending !== null}
                onChange={() => pick(effect)}
              />
              {t(`meetings.live.background.${effect}`)}
            </label>
          ))}
        </fieldset>
        {background.pending ? <Spinner label={t('meetings.live.background.starting')} /> : null}
        {background.hasFailed ? (
          <Banner tone="error" role="alert">
            <p>{t('meetings.live.background.failed')}</p>
          </Banner>
        ) : null}
        {shown === 'virtualBackground' && userId ? (
          picture.isPending ? (
            <Spinner label={t('meetings.live.background.loadingPicture')} />
          ) : (
            <VirtualBackgroundPicture userId={userId} picture={picture.data ?? null} />
          )
        ) : null}
      </Dialog>
    </>
  );
}
