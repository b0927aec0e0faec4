import { type Envelope, type EnvelopeSigner, passcodeDigits, type SignByLinkBody, signingMessages } from '@advice/domain';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-error.ts';
import { useApiMutation } from '../../lib/mutation.ts';
import { Banner, Spinner } from '../../ui/index.ts';
import { useFeature } from '../practice/practice.api.ts';
import { SignBar } from './sign-bar.tsx';
import { useSigningChannel } from './sign-channel.ts';
import {
  type AppliedSignature,
  emptyValues,
  fieldIdOfPointer,
  fieldsInOrder,
  isFieldDone,
  isFieldRequired,
  isSignatureField,
  nextFieldIndex,
  type SigningValues,
  signBodyOf,
} from './sign-fields.ts';
import { type FieldActions, SignLayer } from './sign-layer.tsx';
import { SignaturePadDialog } from './signature-pad-dialog.tsx';

const PdfViewer = lazy(() => import('../../ui/pdf-viewer/pdf-viewer.tsx').then((module) => ({ default: module.PdfViewer })));

type Problems = { byField: Record<string, string>; passcode?: string | undefined; general: string[] };
const noProblems: Problems = { byField: {}, general: [] };

/** The server's refusal of a signature, each error at the field it points at, the passcode's beside it, the rest above. */
function problemsOf(error: unknown, details: string[], sent: SignByLinkBody): Problems {
  if (!isApiError(error)) return { ...noProblems, general: details };
  const problems: Problems = { byField: {}, general: [] };
  for (const item of error.errors) {
    const fieldId = fieldIdOfPointer(item.source?.pointer, sent);
    if (fieldId) problems.byField[fieldId] ??= item.detail;
    else if (item.source?.pointer === '/passcode') problems.passcode = item.detail;
    else problems.general.push(item.detail);
  }
  return problems;
}

/** Scrolls the viewer's pages so the field sits in their middle; the page around moves only if it must. */
function centreInViewer(element: HTMLElement): void {
  const scroller = element.closest<HTMLElement>('.pdf-viewer__pages');
  if (!scroller) return;
  const view = scroller.getBoundingClientRect();
  const field = element.getBoundingClientRect();
  scroller.scrollBy({
    top: field.top - view.top - (view.height - field.height) / 2,
    left: field.left - view.left - (view.width - field.width) / 2,
  });
}

/** The signer at their turn: their fields over the document, the signature pad, the bar, and signing. */
export function SigningSession({ envelope, reader }: { envelope: Envelope; reader: EnvelopeSigner }) {
  const { t } = useTranslation();
  const channel = useSigningChannel();
  const queryClient = useQueryClient();
  const canType = useFeature('typeToSign');
  const fields = useMemo(() => fieldsInOrder(envelope.placements, reader.role), [envelope.placements, reader.role]);
  const [values, setValues] = useState<SigningValues>(emptyValues);
  const [current, setCurrent] = useState<number | null>(null);
  const [padFor, setPadFor] = useState<number | null>(null);
  const [problems, setProblems] = useState<Problems>(noProblems);
  const [passcode, setPasscode] = useState({ value: '', isSent: false });
  const documentBox = useRef<HTMLDivElement>(null);

  const goTo = (index: number) => {
    const field = fields[index];
    const element = field ? documentBox.current?.querySelector<HTMLElement>(`[data-field-id="${field.id}"]`) : null;
    setCurrent(index);
    if (!element) return;
    centreInViewer(element);
    element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    element.focus({ preventScroll: true });
  };

  const clearProblem = (fieldId: string) =>
    setProblems((previous) => {
      if (!(fieldId in previous.byField)) return previous;
      const { [fieldId]: _, ...rest } = previous.byField;
      return { ...previous, byField: rest };
    });

  const padField = padFor === null ? undefined : fields[padFor];
  const emptySignatureFields = fields.filter((field) => isSignatureField(field) && !(field.id in values.signatures));
  const applySignature = (signature: AppliedSignature, isForOthersToo: boolean) => {
    if (!padField) return;
    const targets = isForOthersToo ? [padField, ...emptySignatureFields.filter((field) => field.id !== padField.id)] : [padField];
    setValues((previous) => ({
      ...previous,
      signatures: { ...previous.signatures, ...Object.fromEntries(targets.map((field) => [field.id, signature])) },
    }));
    for (const field of targets) clearProblem(field.id);
    setPadFor(null);
  };

  const actions: FieldActions = {
    values,
    errors: problems.byField,
    onOpenSignature: (index) => {
      setCurrent(index);
      setPadFor(index);
    },
    onText: (fieldId, text) => {
      setValues((previous) => ({ ...previous, texts: { ...previous.texts, [fieldId]: text } }));
      clearProblem(fieldId);
    },
    onFocusField: setCurrent,
  };

  const required = fields.filter(isFieldRequired);
  const filledRequired = required.filter((field) => isFieldDone(field, values)).length;
  const sent = useRef<SignByLinkBody | null>(null);
  const sign = useApiMutation(channel.sign, {
    success: signingMessages['signing.signed'],
    onSuccess: (answer) => queryClient.setQueryData(channel.queryKey, answer),
    onErrorDetails: (details, error) => {
      setProblems(sent.current ? problemsOf(error, details, sent.current) : noProblems);
      // A conflict means the request changed meanwhile (cancelled, or signed elsewhere): show it as it is now.
      if (isApiError(error) && error.status === 409) void queryClient.invalidateQueries({ queryKey: channel.queryKey });
    },
  });

  const onSign = () => {
    if (envelope.require_passcode && passcode.value.length !== passcodeDigits) {
      setProblems({ ...noProblems, passcode: signingMessages['signing.passcodeNeeded'] });
      return;
    }
    setProblems(noProblems);
    sent.current = signBodyOf(fields, values, envelope.require_passcode ? passcode.value : undefined);
    void sign.run(sent.current);
  };

  const fieldErrors = fields.flatMap((field, index) => {
    const message = problems.byField[field.id];
    return message ? [{ index, message }] : [];
  });

  return (
    <div ref={documentBox} className="sign-session">
      {fieldErrors.length > 0 || problems.general.length > 0 ? (
        <Banner tone="error" role="alert" title={t('sign.errors.title')}>
          <ul className="sign-session__problems">
            {problems.general.map((message) => (
              <li key={message}>{message}</li>
            ))}
            {fieldErrors.map(({ index, message }) => (
              <li key={index}>
                <button type="button" className="sign-session__problem-link" onClick={() => goTo(index)}>
                  {t('sign.errors.field', { index: index + 1, message })}
                </button>
              </li>
            ))}
          </ul>
        </Banner>
      ) : null}
      <SignBar
        index={current ?? 0}
        count={fields.length}
        filledRequired={filledRequired}
        required={required.length}
        isSending={sign.isPending}
        onNext={() => goTo(nextFieldIndex(fields, values, current))}
        onSign={onSign}
        passcode={
          envelope.require_passcode
            ? {
                channel: envelope.passcode_channel,
                phone: envelope.passcode_phone,
                value: passcode.value,
                isSent: passcode.isSent,
                error: problems.passcode,
                onChange: (value) => setPasscode((previous) => ({ ...previous, value })),
                onSent: () => setPasscode({ value: '', isSent: true }),
                onError: (message) => setProblems((previous) => ({ ...previous, passcode: message })),
              }
            : undefined
        }
      />
      <Suspense fallback={<Spinner />}>
        <PdfViewer
          url={envelope.document_url}
          title={envelope.document_name}
          renderPageOverlay={({ pageNumber, height }) => (
            <SignLayer pageNumber={pageNumber} pageHeight={height} placements={envelope.placements} own={fields} actions={actions} />
          )}
        />
      </Suspense>
      <SignaturePadDialog
        isOpen={padField !== undefined}
        onClose={() => setPadFor(null)}
        onApply={applySignature}
        canType={canType}
        savedUrl={channel.pad.savedUrl}
        name={channel.pad.name}
        otherEmptyCount={emptySignatureFields.filter((field) => field.id !== padField?.id).length}
      />
    </div>
  );
}
