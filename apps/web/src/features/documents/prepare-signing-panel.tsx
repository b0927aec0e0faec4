import {
  type PasscodeChannel,
  type Placement,
  passcodeChannels,
  phoneInputMax,
  reminderDaysMax,
  type SignerRole,
  signerRoles,
} from '@advice/domain';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon, CloseIcon } from '../../ui/icons.tsx';
import { Button, Checkbox, TextArea, TextField } from '../../ui/index.ts';
import { type DraftSigner, reordered, type SigningDraft } from './prepare-signing-draft.ts';
import { useFieldLabel } from './prepare-signing-labels.ts';

/** Problems shown beside what they are about, read with it. */
export function Problems({ messages, id }: { messages: readonly string[] | undefined; id?: string }) {
  if (!messages || messages.length === 0) return null;
  return (
    <div id={id} className="prepare-signing__problems">
      {messages.map((message) => (
        <p key={message} className="ui-field__error">
          {message}
        </p>
      ))}
    </div>
  );
}

export function PanelSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="prepare-signing__section" aria-labelledby={titleId}>
      <h2 id={titleId} className="prepare-signing__section-title">
        {title}
      </h2>
      {description ? <p className="prepare-signing__section-text">{description}</p> : null}
      {children}
    </section>
  );
}

type SignersProps = {
  signers: readonly DraftSigner[];
  selectedRole: SignerRole | null;
  placements: readonly Placement[];
  problemsOf: (key: string) => readonly string[] | undefined;
  nameOf: (signer: DraftSigner) => string;
  onSelect: (role: SignerRole) => void;
  onChange: (signers: DraftSigner[]) => void;
  onRemove: (role: SignerRole) => void;
};

/** The signers in signing order: choose whose fields to place, reorder them, add a partner, remove one. */
export function SignersSection({ signers, selectedRole, placements, problemsOf, nameOf, onSelect, onChange, onRemove }: SignersProps) {
  const { t } = useTranslation();
  const groupName = useId();
  const missing = signerRoles.filter((role) => !signers.some((signer) => signer.role === role));
  const edit = (index: number, change: Partial<DraftSigner>) =>
    onChange(signers.map((signer, at) => (at === index ? { ...signer, ...change } : signer)));
  return (
    <PanelSection title={t('prepareSigning.signers.title')} description={t('prepareSigning.signers.description')}>
      <fieldset className="prepare-signing__fieldset">
        <legend className="visually-hidden">{t('prepareSigning.signers.choose')}</legend>
        <ol className="signer-list">
          {signers.map((signer, index) => {
            const name = nameOf(signer);
            const count = placements.filter((p) => p.signer === signer.role).length;
            return (
              <li key={signer.role} className={`signer signer--${signer.role}`}>
                <div className="signer__row">
                  <span className="signer__position" aria-hidden="true">
                    {index + 1}
                  </span>
                  <label className="signer__choose">
                    <input type="radio" name={groupName} checked={selectedRole === signer.role} onChange={() => onSelect(signer.role)} />
                    <span className="signer__name">{name}</span>
                    <span className="signer__count">{t('prepareSigning.signers.fieldCount', { count })}</span>
                  </label>
                  <span className="signer__tools">
                    <button
                      type="button"
                      className="ui-icon-button signer__tool signer__tool--up"
                      aria-label={t('prepareSigning.signers.moveUp', { name })}
                      disabled={index === 0}
                      onClick={() => onChange(reordered(signers, index, -1))}
                    >
                      <ChevronDownIcon size={18} />
                    </button>
                    <button
                      type="button"
                      className="ui-icon-button signer__tool"
                      aria-label={t('prepareSigning.signers.moveDown', { name })}
                      disabled={index === signers.length - 1}
                      onClick={() => onChange(reordered(signers, index, 1))}
                    >
                      <ChevronDownIcon size={18} />
                    </button>
                    <button
                      type="button"
                      className="ui-icon-button signer__tool"
                      aria-label={t('prepareSigning.signers.remove', { name })}
                      onClick={() => onRemove(signer.role)}
                    >
                      <CloseIcon size={18} />
                    </button>
                  </span>
                </div>
                {signer.role === 'partner' ? (
                  <div className="signer__partner">
                    <TextField
                      label={t('prepareSigning.partner.name')}
                      value={signer.name}
                      maxLength={120}
                      autoComplete="off"
                      onChange={(event) => edit(index, { name: event.target.value })}
                    />
                    <TextField
                      label={t('prepareSigning.partner.email')}
                      type="email"
                      value={signer.email}
                      maxLength={254}
                      autoComplete="off"
                      onChange={(event) => edit(index, { email: event.target.value })}
                    />
                    <TextField
                      label={t('prepareSigning.partner.phone')}
                      description={t('prepareSigning.partner.phoneHint')}
                      type="tel"
                      inputMode="tel"
                      value={signer.phone}
                      maxLength={phoneInputMax}
                      autoComplete="off"
                      onChange={(event) => edit(index, { phone: event.target.value })}
                    />
                  </div>
                ) : null}
                <Problems messages={problemsOf(`signer:${signer.role}`)} />
              </li>
            );
          })}
        </ol>
      </fieldset>
      {missing.length > 0 ? (
        <div className="form-actions">
          {missing.map((role) => (
            <Button
              key={role}
              variant="secondary"
              size="sm"
              onClick={() => onChange([...signers, { role, name: '', email: '', phone: '' }].sort(byUsualOrder(signers)))}
            >
              {t(`prepareSigning.signers.add.${role}`)}
            </Button>
          ))}
        </div>
      ) : null}
    </PanelSection>
  );
}

/** A signer added back goes where they usually sign (client, partner, adviser), keeping the others' order. */
function byUsualOrder(current: readonly DraftSigner[]) {
  const known = new Set(current.map((signer) => signer.role));
  return (a: DraftSigner, b: DraftSigner) => {
    if (known.has(a.role) && known.has(b.role)) return current.indexOf(a) - current.indexOf(b);
    return signerRoles.indexOf(a.role) - signerRoles.indexOf(b.role);
  };
}

type FieldsProps = {
  signers: readonly DraftSigner[];
  selected: DraftSigner | null;
  placements: readonly Placement[];
  selectedId: string | null;
  problemsOf: (key: string) => readonly string[] | undefined;
  nameOf: (signer: DraftSigner) => string;
  hintId: string;
  onAdd: (type: Placement['type'], text?: { label: string; required: boolean }) => void;
  onShow: (id: string) => void;
  onRemove: (id: string) => void;
};

/** Adds fields for the chosen signer where the reader is looking, and lists every signer's fields. */
export function FieldsSection({
  signers,
  selected,
  placements,
  selectedId,
  problemsOf,
  nameOf,
  hintId,
  onAdd,
  onShow,
  onRemove,
}: FieldsProps) {
  const { t } = useTranslation();
  const fieldLabel = useFieldLabel();
  const [textLabel, setTextLabel] = useState<string>(t('prepareSigning.fields.textLabelDefault'));
  const [isRequired, setIsRequired] = useState(true);
  return (
    <PanelSection title={selected ? t('prepareSigning.fields.for', { name: nameOf(selected) }) : t('prepareSigning.fields.title')}>
      <p id={hintId} className="prepare-signing__hint">
        {t('prepareSigning.fields.hint')}
      </p>
      {selected ? (
        <div className={`prepare-signing__add signer--${selected.role}`}>
          <Button variant="secondary" onClick={() => onAdd('addSignaturePlaceholder')}>
            {t('prepareSigning.fields.addSignature')}
          </Button>
          <div className="prepare-signing__text-field">
            <TextField
              label={t('prepareSigning.fields.textLabel')}
              description={t('prepareSigning.fields.textLabelHint')}
              value={textLabel}
              maxLength={60}
              onChange={(event) => setTextLabel(event.target.value)}
            />
            <Checkbox
              label={t('prepareSigning.fields.textRequired')}
              checked={isRequired}
              onChange={(event) => setIsRequired(event.target.checked)}
            />
            <Button variant="secondary" onClick={() => onAdd('addTextPlaceholder', { label: textLabel.trim(), required: isRequired })}>
              {t('prepareSigning.fields.addText')}
            </Button>
          </div>
        </div>
      ) : null}
      <div className="field-lists">
        {signers.map((signer) => {
          const own = placements.filter((p) => p.signer === signer.role).sort((a, b) => a.page - b.page || a.y - b.y);
          return (
            <div key={signer.role} className={`field-list signer--${signer.role}`}>
              <h3 className="field-list__title">{nameOf(signer)}</h3>
              {own.length === 0 ? (
                <p className="field-list__empty">{t('prepareSigning.fields.none')}</p>
              ) : (
                <ul className="field-list__items">
                  {own.map((placement) => {
                    const label = fieldLabel(placement);
                    const problems = problemsOf(`field:${placement.id}`);
                    return (
                      <li
                        key={placement.id}
                        className={placement.id === selectedId ? 'field-list__item field-list__item--selected' : 'field-list__item'}
                      >
                        <div className="field-list__row">
                          <button
                            type="button"
                            className="field-list__show"
                            aria-current={placement.id === selectedId ? 'true' : undefined}
                            onClick={() => onShow(placement.id)}
                          >
                            <span className="field-list__swatch" aria-hidden="true" />
                            {t('prepareSigning.fields.item', { page: placement.page, label })}
                            {placement.required ? null : ` (${t('prepareSigning.fields.optional')})`}
                          </button>
                          <Button
                            variant="ghost"
                            size="sm"
                            aria-label={t('prepareSigning.fields.removeNamed', { label, page: placement.page })}
                            onClick={() => onRemove(placement.id)}
                          >
                            {t('prepareSigning.fields.remove')}
                          </Button>
                        </div>
                        <Problems messages={problems} />
                      </li>
                    );
                  })}
                </ul>
              )}
            </div>
          );
        })}
      </div>
    </PanelSection>
  );
}

type SettingsProps = {
  draft: SigningDraft;
  /** Sent through DocuSign, whose own reminders and checks apply: only the message is asked for. */
  isDocusign?: boolean;
  problemsOf: (key: string) => readonly string[] | undefined;
  onChange: (change: Partial<SigningDraft>) => void;
};

/** Reminders, the passcode and the message the signers read (the message alone for DocuSign). */
export function SettingsSection({ draft, isDocusign, problemsOf, onChange }: SettingsProps) {
  const { t } = useTranslation();
  const message = (
    <TextArea
      label={t('prepareSigning.message')}
      description={t('prepareSigning.messageHint')}
      value={draft.message}
      maxLength={2000}
      rows={3}
      error={problemsOf('message')?.join(' ')}
      onChange={(event) => onChange({ message: event.target.value })}
    />
  );
  if (isDocusign)
    return (
      <PanelSection title={t('prepareSigning.settings.docusignTitle')} description={t('prepareSigning.settings.docusignText')}>
        {message}
      </PanelSection>
    );
  return (
    <PanelSection title={t('prepareSigning.settings.title')}>
      <TextField
        label={t('prepareSigning.reminders')}
        description={t('prepareSigning.remindersHint')}
        type="number"
        inputMode="numeric"
        min={0}
        max={reminderDaysMax}
        step={1}
        className="prepare-signing__days"
        value={draft.reminderDays}
        error={problemsOf('reminders')?.join(' ')}
        onChange={(event) => onChange({ reminderDays: event.target.value })}
      />
      <Checkbox
        label={t('prepareSigning.passcode')}
        description={t('prepareSigning.passcodeHint')}
        checked={draft.requirePasscode}
        onChange={(event) => onChange({ requirePasscode: event.target.checked })}
      />
      {draft.requirePasscode ? (
        <PasscodeChannelChoice
          channel={draft.passcodeChannel}
          problems={problemsOf('passcode')}
          onChange={(passcodeChannel) => onChange({ passcodeChannel })}
        />
      ) : null}
      {message}
    </PanelSection>
  );
}

/** How the passcode reaches each signer: by e-mail, or by a text to their phone (each signer then needs a number). */
function PasscodeChannelChoice({
  channel,
  problems,
  onChange,
}: {
  channel: PasscodeChannel;
  problems: readonly string[] | undefined;
  onChange: (channel: PasscodeChannel) => void;
}) {
  const { t } = useTranslation();
  const groupName = useId();
  const hintId = useId();
  const problemsId = useId();
  const labels: Record<PasscodeChannel, string> = {
    email: t('prepareSigning.passcodeBy.email'),
    phone: t('prepareSigning.passcodeBy.phone'),
  };
  const describedBy = problems?.length ? `${hintId} ${problemsId}` : hintId;
  return (
    <fieldset className="prepare-signing__fieldset prepare-signing__channels" aria-describedby={describedBy}>
      <legend className="prepare-signing__channels-title">{t('prepareSigning.passcodeBy.title')}</legend>
      {passcodeChannels.map((option) => (
        <label key={option} className="prepare-signing__engine">
          <input type="radio" name={groupName} checked={channel === option} onChange={() => onChange(option)} />
          <span>{labels[option]}</span>
        </label>
      ))}
      <p id={hintId} className="prepare-signing__section-text">
        {t(channel === 'phone' ? 'prepareSigning.passcodeBy.phoneHint' : 'prepareSigning.passcodeBy.emailHint')}
      </p>
      <Problems id={problemsId} messages={problems} />
    </fieldset>
  );
}
