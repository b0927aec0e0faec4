import { type Adviser, acceptOf, checkChosenFile, uploadPolicies } from '@advice/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify.ts';
import { Button, Card, Checkbox } from '../../../ui/index.ts';
import { refreshStaff, removeSignature, setProfileVisible, uploadSignature } from './staff.api.ts';

/** The adviser's own settings: profile visibility and the saved signature. */
export function AdviserSettingsSection({ adviser }: { adviser: Adviser }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [version, setVersion] = useState(0);
  const [isVisible, setIsVisible] = useState(adviser.is_profile_visible);

  const run = async (work: () => Promise<unknown>, message: string): Promise<boolean> => {
    setIsBusy(true);
    try {
      await work();
      notify.success(message);
      setVersion((v) => v + 1);
      await refreshStaff(queryClient);
      return true;
    } catch {
      // The API client has shown the error.
      return false;
    } finally {
      setIsBusy(false);
    }
  };

  const upload = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkChosenFile(uploadPolicies.signature, file);
    if (problem) return notify.error(problem);
    const form = new FormData();
    form.append(uploadPolicies.signature.fileField, file);
    void run(() => uploadSignature(adviser.id, form), t('staff.advisers.signatureSaved'));
  };

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
            void run(() => setProfileVisible(adviser.id, value), t('staff.saved')).then((isSaved) => {
              if (!isSaved) setIsVisible(!value);
            });
          }}
        />
        <h3>{t('staff.advisers.signatureTitle')}</h3>
        <p className="ui-field__description">{t('staff.advisers.signatureHint')}</p>
        {adviser.has_signature ? (
          <img
            className="staff-signature"
            src={`/api/v1/advisers/${adviser.id}/signature?v=${version}`}
            alt={t('staff.advisers.signatureAlt')}
          />
        ) : (
          <p>{t('staff.advisers.signatureNone')}</p>
        )}
        <input ref={fileInput} type="file" accept={acceptOf(uploadPolicies.signature)} hidden onChange={upload} />
        <div className="form-actions">
          <Button variant="secondary" isLoading={isBusy} onClick={() => fileInput.current?.click()}>
            {adviser.has_signature ? t('staff.advisers.signatureReplace') : t('staff.advisers.signatureUpload')}
          </Button>
          {adviser.has_signature ? (
            <Button
              variant="ghost"
              disabled={isBusy}
              onClick={() => void run(() => removeSignature(adviser.id), t('staff.advisers.signatureRemoved'))}
            >
              {t('staff.advisers.signatureRemove')}
            </Button>
          ) : null}
        </div>
      </div>
    </Card>
  );
}
