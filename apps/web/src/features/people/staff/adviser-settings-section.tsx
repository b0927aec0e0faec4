import { type Adviser, uploadPolicies } from '@advice/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../lib/mutation.ts';
import { Button, Card, Checkbox, DropZone, useChosenFileUpload } from '../../../ui/index.ts';
import { removeSignature, setProfileVisible, signatureUrl, staffKeys, uploadSignature } from './staff.api.ts';

/** The adviser's own settings: profile visibility and the saved signature. */
export function AdviserSettingsSection({ adviser }: { adviser: Adviser }) {
  const { t } = useTranslation();
  const [version, setVersion] = useState(0);
  const [isVisible, setIsVisible] = useState(adviser.is_profile_visible);
  // A new version reloads the signature image past the browser's cache.
  const afterSave = { onSuccess: () => setVersion((v) => v + 1), invalidates: [staffKeys.all] };
  const signature = useChosenFileUpload(uploadPolicies.signature);
  const saveSignature = useApiMutation((form: FormData) => uploadSignature(adviser.id, form), {
    ...afterSave,
    success: t('staff.advisers.signatureSaved'),
    onErrorDetails: (details) => signature.setError(details.join(' ')),
  });
  const saveVisibility = useApiMutation((value: boolean) => setProfileVisible(adviser.id, value), {
    ...afterSave,
    success: t('staff.saved'),
  });
  const deleteSignature = useApiMutation(() => removeSignature(adviser.id), {
    ...afterSave,
    success: t('staff.advisers.signatureRemoved'),
  });
  const isBusy = saveSignature.isPending || saveVisibility.isPending || deleteSignature.isPending;

  return (
    <Card id="settings" title={t('staff.advisers.settingsTitle')}>
      <div className="form-grid">
        <Checkbox
          label={t('staff.advisers.profileVisible')}
          description={t('staff.advisers.profileVisibleHint')}
          checked={isVisible}
          disabled={isBusy}
          onChange={(event) => {
            const value = event.target.checked;
            setIsVisible(value);
            void saveVisibility.run(value).then((isSaved) => {
              if (!isSaved) setIsVisible(!value);
            });
          }}
        />
        <h3>{t('staff.advisers.signatureTitle')}</h3>
        <p className="ui-field__description">{t('staff.advisers.signatureHint')}</p>
        {adviser.has_signature ? (
          <img className="staff-signature" src={signatureUrl(adviser.id, version)} alt={t('staff.advisers.signatureAlt')} />
        ) : (
          <p>{t('staff.advisers.signatureNone')}</p>
        )}
        <DropZone
          action={adviser.has_signature ? t('staff.advisers.signatureReplace') : t('staff.advisers.signatureUpload')}
          policy={uploadPolicies.signature}
          chosen={signature.chosen}
          error={signature.error}
          isBusy={isBusy}
          onFiles={(files) => void signature.choose(saveSignature.run)(files)}
        />
        <div className="form-actions">
          {adviser.has_signature ? (
            <Button variant="ghost" disabled={isBusy} onClick={() => void deleteSignature.run()}>
              {t('staff.advisers.signatureRemove')}
            </Button>
          ) : null}
        </div>
      </div>
    </Card>
  );
}
