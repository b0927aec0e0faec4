import { type FeatureFlag, featureFlagCatalogue, featureFlagGroupNames, featureFlagGroups, featureFlags } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../lib/mutation.ts';
import { Card, Spinner } from '../../ui/index.ts';
import { platformCalls, platformChangeKeys, usePracticeFlags } from './platform-admin.api.ts';

type Change = { flag: FeatureFlag; isOn: boolean };

/** Each feature of one practice as a switch by its name and what it does, in groups; a support admin sees them fixed. */
export function FeatureFlagSwitches({
  practiceId,
  practiceName,
  canWrite,
}: {
  practiceId: string;
  practiceName: string;
  canWrite: boolean;
}) {
  const { t } = useTranslation();
  const flags = usePracticeFlags(practiceId);
  const save = useApiMutation((change: Change) => platformCalls.setFlag(practiceId, change.flag, change.isOn), {
    success: (_, { flag, isOn }) =>
      t(isOn ? 'platformAdmin.flags.on' : 'platformAdmin.flags.off', { flag: featureFlagCatalogue[flag].name, practice: practiceName }),
    invalidates: platformChangeKeys,
  });
  const pending = save.isPending ? save.variables?.flag : null;
  return (
    <Card title={t('platformAdmin.flags.title')}>
      <p className="page-header__meta">{t('platformAdmin.flags.lead')}</p>
      {flags.isPending ? <Spinner /> : null}
      {flags.data
        ? featureFlagGroups.map((group) => (
            <fieldset key={group} className="platform-admin__flag-group">
              <legend>{featureFlagGroupNames[group]}</legend>
              <ul className="platform-admin__flags">
                {featureFlags
                  .filter((flag) => featureFlagCatalogue[flag].group === group)
                  .map((flag) => {
                    const entry = featureFlagCatalogue[flag];
                    const id = `flag-${flag}`;
                    return (
                      <li key={flag} className="platform-admin__flag">
                        <input
                          id={id}
                          type="checkbox"
                          role="switch"
                          className="platform-admin__switch"
                          checked={flags.data.flags[flag] ?? false}
                          aria-checked={flags.data.flags[flag] ?? false}
                          disabled={!canWrite || pending === flag}
                          aria-describedby={`${id}-description`}
                          onChange={(event) => void save.run({ flag, isOn: event.target.checked })}
                        />
                        <div>
                          <label htmlFor={id} className="platform-admin__flag-name">
                            {entry.name}
                          </label>
                          <p id={`${id}-description`} className="ui-field__description">
                            {entry.description}
                          </p>
                        </div>
                      </li>
                    );
                  })}
              </ul>
            </fieldset>
          ))
        : null}
    </Card>
  );
}
