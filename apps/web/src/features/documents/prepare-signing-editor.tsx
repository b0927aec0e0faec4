import {
  type AccountPhones,
  allows,
  type CaseDetail,
  type CurrentUser,
  type Envelope,
  isPasscodeByPhone,
  type Placement,
  type SignerRole,
} from '@advice/domain';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner, Spinner, UnsavedChangesDialog, useUnsavedChangesGuard } from '../../ui/index.ts';
import { PlacementLayer, placementBoxId } from './placement-editor.tsx';
import { useClientDetails } from './prepare-signing.api.ts';
import { EditorActions, ProblemSummary } from './prepare-signing-actions.tsx';
import { CancelSigningDialog, SendDialog } from './prepare-signing-dialogs.tsx';
import {
  type DraftSigner,
  draftOf,
  isSameDraft,
  newDraft,
  newPlacement,
  problemsByTarget,
  problemsOf,
  type SigningDraft,
} from './prepare-signing-draft.ts';
import { EngineSection, useSendWith } from './prepare-signing-engine.tsx';
import { useFieldLabel, useSignerName } from './prepare-signing-labels.ts';
import { FieldsSection, SettingsSection, SignersSection } from './prepare-signing-panel.tsx';
import { useDraftSaving } from './prepare-signing-saving.ts';

const PdfViewer = lazy(() => import('../../ui/pdf-viewer/pdf-viewer.tsx').then((module) => ({ default: module.PdfViewer })));

/** The page mostly in view in the viewer, and the middle of what shows of it (a fraction of its height). */
function spotInView(container: HTMLElement | null): { page: number; centreY: number } {
  const scroller = container?.querySelector<HTMLElement>('.pdf-viewer__pages');
  if (!scroller) return { page: 1, centreY: 0.5 };
  const view = scroller.getBoundingClientRect();
  let best: { page: number; visible: number; centreY: number } | null = null;
  for (const element of scroller.querySelectorAll<HTMLElement>('[data-page]')) {
    const rect = element.getBoundingClientRect();
    const top = Math.max(rect.top, view.top);
    const bottom = Math.min(rect.bottom, view.bottom);
    if (rect.height > 0 && bottom - top > 0 && (!best || bottom - top > best.visible))
      best = { page: Number(element.dataset.page), visible: bottom - top, centreY: ((top + bottom) / 2 - rect.top) / rect.height };
  }
  return best ?? { page: 1, centreY: 0.5 };
}

function focusField(id: string) {
  const box = document.getElementById(placementBoxId(id));
  box?.focus({ preventScroll: true });
  box?.scrollIntoView?.({ block: 'center', inline: 'nearest' });
}

/**
 * The client's and adviser's numbers as far as the page knows them, asked for only with the passcode by text: the
 * client's from their details, the adviser's when the reader is the case's adviser; the server checks the rest.
 */
function useAccountPhones(detail: Pick<CaseDetail, 'client' | 'adviser_id'>, user: Pick<CurrentUser, 'id' | 'phone'>, draft: SigningDraft) {
  const isByPhone = isPasscodeByPhone({ require_passcode: draft.requirePasscode, passcode_channel: draft.passcodeChannel });
  const client = useClientDetails(detail.client.id, isByPhone);
  const phones: AccountPhones = {};
  if (client.data) phones.client = client.data.phone;
  if (detail.adviser_id === user.id) phones.adviser = user.phone;
  return phones;
}

export type EditorDocument = { id: string; name: string; file_name: string; download_url: string };

type EditorProps = {
  document: EditorDocument;
  detail: CaseDetail;
  user: CurrentUser;
  /** The saved draft, or null before there is one. */
  envelope: Envelope | null;
  /** A cancelled or declined envelope whose signers and fields a new request starts from. */
  template: Envelope | null;
  /** Starts again from an empty draft (after the saved one was discarded). */
  onReset: () => void;
};

/**
 * The adviser's editor: the document with each signer's fields over its pages, and beside it (below, on a
 * phone) the signers, the fields, reminders and the actions. The domain's rules run before saving and
 * sending, and their problems, like the server's, show beside the signer or field they are about.
 */
export function PrepareSigningEditor({ document, detail, user, envelope, template, onReset }: EditorProps) {
  const { t } = useTranslation();
  const [baseline, setBaseline] = useState<SigningDraft>(() => (envelope ? draftOf(envelope) : newDraft()));
  const [draft, setDraftState] = useState<SigningDraft>(() => {
    const start = envelope ?? template;
    return start ? draftOf(start) : newDraft();
  });
  const [selectedRole, setSelectedRole] = useState<SignerRole | null>(draft.signers[0]?.role ?? null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState<string | null>(null);
  const [pageCount, setPageCount] = useState<number | undefined>(undefined);
  const [hasViewerProblem, setHasViewerProblem] = useState(false);
  const [hasTried, setHasTried] = useState(false);
  const [dialog, setDialog] = useState<'send' | 'discard' | null>(null);
  const container = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const problemsTitleId = useId();
  const fieldLabel = useFieldLabel();
  const nameOf = useSignerName(detail, user, envelope);
  const sendWith = useSendWith(user, envelope ?? template);
  const { save, send, sendWithDocusign, serverProblems, clearServerProblems } = useDraftSaving({
    documentId: document.id,
    caseId: detail.id,
    onSaved: setBaseline,
  });

  const setDraft = (change: (current: SigningDraft) => SigningDraft) => {
    clearServerProblems();
    setDraftState(change);
  };
  const isDirty = !isSameDraft(draft, baseline);
  const docusignAccount = sendWith.docusignAccount;
  // DocuSign's own reminders apply, so the portal's (hidden) setting is not checked before sending there.
  const rulesDraft = docusignAccount ? { ...draft, reminderDays: '0', requirePasscode: false } : draft;
  const phones = useAccountPhones(detail, user, draft);
  const ownProblems = hasTried ? problemsOf(rulesDraft, pageCount, phones) : [];
  const allProblems = [...ownProblems, ...serverProblems];
  const grouped = problemsByTarget(allProblems, draft);
  const problemsFor = (key: string) => grouped.get(key);
  const selected = draft.signers.find((signer) => signer.role === selectedRole) ?? null;

  useEffect(() => {
    if (!focusRequest) return;
    focusField(focusRequest);
    setFocusRequest(null);
  }, [focusRequest]);

  const isSending = send.isPending || sendWithDocusign.isPending;
  const blocker = useUnsavedChangesGuard(isDirty && !save.isPending && !isSending);

  /** Runs the domain's rules first; true when there is nothing to fix. */
  const check = (toCheck: SigningDraft = draft) => {
    setHasTried(true);
    clearServerProblems();
    const problems = problemsOf(toCheck, pageCount, phones);
    if (problems.length > 0) {
      requestAnimationFrame(() => window.document.getElementById(problemsTitleId)?.focus());
      return false;
    }
    return true;
  };

  const addField = (type: Placement['type'], text?: { label: string; required: boolean }) => {
    if (!selected) return;
    const spot = spotInView(container.current);
    const field = {
      id: crypto.randomUUID(),
      signer: selected.role,
      type,
      page: Math.min(spot.page, pageCount ?? spot.page),
      label: text?.label ?? '',
      required: text?.required ?? true,
    };
    setPlacements((all) => [...all, newPlacement(all, field, spot.centreY)]);
    setSelectedId(field.id);
    setFocusRequest(field.id);
  };
  const setPlacements = (change: (placements: Placement[]) => Placement[]) =>
    setDraft((current) => ({ ...current, placements: change(current.placements) }));
  const changeField = (placement: Placement) => setPlacements((all) => all.map((p) => (p.id === placement.id ? placement : p)));
  const removeField = (id: string) => {
    setPlacements((all) => all.filter((p) => p.id !== id));
    setSelectedId(null);
  };
  const removeFieldFromPage = (id: string) => {
    removeField(id);
    // The box is gone: the pages keep the focus, so the keyboard stays in the document.
    container.current?.querySelector<HTMLElement>('.pdf-viewer__pages')?.focus({ preventScroll: true });
  };
  const selectField = (id: string) => {
    setSelectedId(id);
    const role = draft.placements.find((p) => p.id === id)?.signer;
    if (role) setSelectedRole(role);
  };
  const changeSigners = (signers: DraftSigner[]) => setDraft((current) => ({ ...current, signers }));
  const removeSigner = (role: SignerRole) => {
    setDraft((current) => ({
      ...current,
      signers: current.signers.filter((signer) => signer.role !== role),
      placements: current.placements.filter((p) => p.signer !== role),
    }));
    if (selectedRole === role) setSelectedRole(draft.signers.find((signer) => signer.role !== role)?.role ?? null);
  };

  const problemsOfField = (id: string) => grouped.get(`field:${id}`) ?? [];
  const renderPageOverlay = (page: { pageNumber: number }) => (
    <PlacementLayer
      pageNumber={page.pageNumber}
      placements={draft.placements}
      labelOf={fieldLabel}
      selectedId={selectedId}
      problemsOf={problemsOfField}
      hintId={hintId}
      onSelect={selectField}
      onChange={changeField}
      onRemove={removeFieldFromPage}
    />
  );

  const canDiscard = envelope !== null && allows(envelope, 'void');
  return (
    <div className="prepare-signing">
      <ProblemSummary count={allProblems.length} general={grouped.get('general')} titleId={problemsTitleId} />
      <div className="prepare-signing__layout">
        <div ref={container} className="prepare-signing__viewer">
          {hasViewerProblem ? (
            <Banner tone="error" title={t('signing.unreadablePdf')}>
              <p>{t('prepareSigning.viewerProblem')}</p>
            </Banner>
          ) : null}
          <Suspense fallback={<Spinner />}>
            <PdfViewer
              url={envelope?.document_url ?? document.download_url}
              title={document.name}
              downloadName={document.file_name}
              onLoad={({ pageCount: count }) => setPageCount(count)}
              onError={() => setHasViewerProblem(true)}
              renderPageOverlay={renderPageOverlay}
            />
          </Suspense>
        </div>
        <div className="prepare-signing__panel">
          <EngineSection sendWith={sendWith} />
          <SignersSection
            signers={draft.signers}
            selectedRole={selectedRole}
            placements={draft.placements}
            problemsOf={problemsFor}
            nameOf={nameOf}
            onSelect={setSelectedRole}
            onChange={changeSigners}
            onRemove={removeSigner}
          />
          <FieldsSection
            signers={draft.signers}
            selected={selected}
            placements={draft.placements}
            selectedId={selectedId}
            problemsOf={problemsFor}
            nameOf={nameOf}
            hintId={hintId}
            onAdd={addField}
            onShow={(id) => {
              selectField(id);
              focusField(id);
            }}
            onRemove={removeField}
          />
          <SettingsSection
            draft={draft}
            isDocusign={docusignAccount !== null}
            problemsOf={problemsFor}
            onChange={(change) => setDraft((current) => ({ ...current, ...change }))}
          />
          <EditorActions
            state={isDirty ? 'unsaved' : envelope ? 'saved' : 'new'}
            isSaving={save.isPending}
            isSending={isSending}
            canDiscard={canDiscard}
            isDocusign={docusignAccount !== null}
            onSend={() => check(rulesDraft) && setDialog('send')}
            onSave={() => check() && void save.run(draft)}
            onDiscard={() => setDialog('discard')}
          />
        </div>
      </div>
      <SendDialog
        isOpen={dialog === 'send'}
        documentName={document.name}
        signers={draft.signers.map(nameOf)}
        docusignAccount={docusignAccount?.account_name}
        onClose={() => setDialog(null)}
        onSend={() => {
          setDialog(null);
          if (docusignAccount) void sendWithDocusign.run({ draft, accountId: docusignAccount.id });
          else void send.run(draft);
        }}
      />
      {canDiscard ? (
        <CancelSigningDialog
          isOpen={dialog === 'discard'}
          documentId={document.id}
          caseId={detail.id}
          isDraft
          onClose={() => setDialog(null)}
          onCancelled={onReset}
        />
      ) : null}
      <UnsavedChangesDialog
        blocker={blocker}
        title={t('prepareSigning.unsavedTitle')}
        text={t('prepareSigning.unsavedText')}
        stayLabel={t('prepareSigning.stay')}
      />
    </div>
  );
}
