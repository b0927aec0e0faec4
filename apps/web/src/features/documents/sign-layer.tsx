import { type EnvelopePlacement, placementTextMax } from '@advice/domain';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useKeyTranslation } from '../../lib/i18n.ts';
import { CheckIcon } from '../../ui/icons.tsx';
import { isFieldDone, isFieldRequired, isSignatureField, type SigningValues } from './sign-fields.ts';
import './sign-layer.css';

/** What the signer does with their own fields; absent, every field is only shown. */
export type FieldActions = {
  values: SigningValues;
  errors: Record<string, string>;
  onOpenSignature: (index: number) => void;
  onText: (fieldId: string, text: string) => void;
  onFocusField: (index: number) => void;
};

type LayerProps = {
  pageNumber: number;
  /** The page's height as shown, in CSS pixels, which sizes the text typed in a field. */
  pageHeight: number;
  placements: readonly EnvelopePlacement[];
  /** The reader's fields in the order they are taken; a field's number is its place here. */
  own: readonly EnvelopePlacement[];
  actions?: FieldActions | undefined;
};

const boxOf = (field: EnvelopePlacement): CSSProperties => ({
  left: `${field.x * 100}%`,
  top: `${field.y * 100}%`,
  width: `${field.width * 100}%`,
  height: `${field.height * 100}%`,
});

export const fieldErrorId = (fieldId: string) => `sign-field-error-${fieldId}`;

/**
 * The fields over one page: the reader's own highlighted and numbered (buttons that open the signature pad,
 * inputs typed in place while they sign), other signers' faint, and those already given shown as done.
 */
export function SignLayer({ pageNumber, pageHeight, placements, own, actions }: LayerProps) {
  const onPage = placements.filter((field) => field.page === pageNumber);
  return (
    <div className="sign-layer">
      {onPage.map((field) => {
        const index = own.findIndex((mine) => mine.id === field.id);
        return index >= 0 && actions ? (
          <OwnField key={field.id} field={field} index={index} count={own.length} pageHeight={pageHeight} actions={actions} />
        ) : (
          <ShownField key={field.id} field={field} number={index >= 0 ? index + 1 : null} />
        );
      })}
    </div>
  );
}

function OwnField({
  field,
  index,
  count,
  pageHeight,
  actions,
}: {
  field: EnvelopePlacement;
  index: number;
  count: number;
  pageHeight: number;
  actions: FieldActions;
}) {
  const { t } = useTranslation();
  const error = actions.errors[field.id];
  const isDone = isFieldDone(field, actions.values);
  const className = ['sign-field', 'sign-field--own', isDone ? 'sign-field--filled' : '', error ? 'sign-field--invalid' : '']
    .filter(Boolean)
    .join(' ');
  const common = {
    'data-field-id': field.id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? fieldErrorId(field.id) : undefined,
    onFocus: () => actions.onFocusField(index),
  } as const;
  const signature = actions.values.signatures[field.id];
  const names = { label: field.label || t('sign.field.signature'), index: index + 1, count };
  return (
    <div className="sign-field__slot" style={boxOf(field)}>
      {isSignatureField(field) ? (
        <button
          type="button"
          className={`${className} sign-field--signature`}
          aria-label={t(signature ? 'sign.field.change' : 'sign.field.sign', names)}
          onClick={() => actions.onOpenSignature(index)}
          {...common}
        >
          {signature ? <img src={signature.preview} alt="" className="sign-field__image" /> : <span>{t('sign.field.signHere')}</span>}
        </button>
      ) : (
        <input
          className={`${className} sign-field--text`}
          aria-label={field.label || t('sign.field.text')}
          placeholder={field.label || t('sign.field.text')}
          aria-required={isFieldRequired(field) || undefined}
          value={actions.values.texts[field.id] ?? ''}
          maxLength={placementTextMax}
          onChange={(event) => actions.onText(field.id, event.target.value)}
          style={{ fontSize: `${Math.max(10, Math.min(18, field.height * pageHeight * 0.55))}px` }}
          {...common}
        />
      )}
      <span className="sign-field__number" aria-hidden="true">
        {index + 1}
      </span>
      {error ? (
        <span id={fieldErrorId(field.id)} className="sign-field__error">
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** A field the reader does not fill now: another signer's (faint), or one already given (done). */
function ShownField({ field, number }: { field: EnvelopePlacement; number: number | null }) {
  const { t } = useTranslation();
  const tk = useKeyTranslation();
  const className = ['sign-field', number === null ? 'sign-field--other' : 'sign-field--own', field.filled ? 'sign-field--done' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="sign-field__slot" style={boxOf(field)} aria-hidden="true">
      <div className={className}>
        {field.filled ? (
          <>
            <CheckIcon size={16} />
            <span>{field.text ?? t('sign.field.done')}</span>
          </>
        ) : (
          <span>
            {field.label ||
              (number === null ? t('sign.field.others', { role: tk(`sign.role.${field.signer}`).toLowerCase() }) : t('sign.field.yours'))}
          </span>
        )}
      </div>
      {number !== null && !field.filled ? <span className="sign-field__number">{number}</span> : null}
    </div>
  );
}
