import {
  type AccountPhones,
  type DraftProblem,
  draftProblemsOf,
  type Envelope,
  type EnvelopeDraftBody,
  envelopeDraftBody,
  type PasscodeChannel,
  type Placement,
  type PlacementType,
  placementMinFraction,
  reminderDaysMax,
  type SignerRole,
  type SigningEngine,
  signingMessages,
} from '@advice/domain';

/** A signer as the editor holds them; only the partner's name, address and mobile number are typed in. */
export type DraftSigner = { role: SignerRole; name: string; email: string; phone: string };

/** The draft as the adviser edits it: the reminder frequency stays as typed until it is checked. */
export type SigningDraft = {
  engine: SigningEngine;
  signers: DraftSigner[];
  placements: Placement[];
  reminderDays: string;
  requirePasscode: boolean;
  passcodeChannel: PasscodeChannel;
  message: string;
};

/** The sizes a new field takes, as fractions of the page's width and height. */
export const newFieldSizes: Record<PlacementType, { width: number; height: number }> = {
  addSignaturePlaceholder: { width: 0.3, height: 0.06 },
  addTextPlaceholder: { width: 0.2, height: 0.04 },
};

/** One keyboard step: a hundredth of the page. */
export const keyboardStep = 0.01;

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);
/** Fractions kept to four places, so a body reads 0.36 rather than 0.35999999999999993. */
const rounded = (value: number) => Math.round(value * 10_000) / 10_000;

/** A new envelope: the client signs first, then the adviser; reminders every 3 days. */
export function newDraft(): SigningDraft {
  return {
    engine: 'embedded',
    signers: [
      { role: 'client', name: '', email: '', phone: '' },
      { role: 'adviser', name: '', email: '', phone: '' },
    ],
    placements: [],
    reminderDays: '3',
    requirePasscode: false,
    passcodeChannel: 'email',
    message: '',
  };
}

/**
 * The draft an envelope was saved as (or a cancelled one, to start again from its fields). A draft is always
 * the portal's: sending through DocuSign is chosen beside it (`useSendWith`), and takes the draft's place.
 */
export function draftOf(envelope: Envelope): SigningDraft {
  return {
    engine: 'embedded',
    signers: [...envelope.signers]
      .sort((a, b) => a.position - b.position)
      .map((signer) => {
        const isPartner = signer.role === 'partner';
        return {
          role: signer.role,
          name: isPartner ? signer.name : '',
          email: signer.email ?? '',
          phone: isPartner ? (signer.phone ?? '') : '',
        };
      }),
    placements: envelope.placements.map(({ text: _text, filled: _filled, ...placement }) => placement),
    reminderDays: String(envelope.reminder_every_days),
    requirePasscode: envelope.require_passcode,
    passcodeChannel: envelope.passcode_channel,
    message: envelope.message,
  };
}

/** The partner as the body names them: their name and address, and their mobile number when one is typed. */
function partnerOf(signer: DraftSigner) {
  const phone = signer.phone.trim();
  return { role: signer.role, name: signer.name.trim(), email: signer.email.trim(), ...(phone ? { phone } : {}) };
}

/** The body to PUT: the partner's name, address and number are sent for the partner only. */
export function bodyOf(draft: SigningDraft): EnvelopeDraftBody {
  const days = /^\s*\d{1,3}\s*$/u.test(draft.reminderDays) ? Number(draft.reminderDays) : Number.NaN;
  return {
    engine: draft.engine,
    signers: draft.signers.map((signer) => (signer.role === 'partner' ? partnerOf(signer) : { role: signer.role })),
    placements: draft.placements,
    reminder_every_days: days,
    require_passcode: draft.requirePasscode,
    passcode_channel: draft.passcodeChannel,
    message: draft.message.trim(),
  };
}

/** Whether two drafts would save the same envelope. */
export function isSameDraft(a: SigningDraft, b: SigningDraft): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Everything that keeps the draft from being saved, each with the pointer the server would give it: the
 * body's own limits (the reminder frequency above all) and the domain's rules over signers and fields, with
 * the client's and adviser's numbers where the page knows them (`phones`) for a passcode by text.
 */
export function problemsOf(draft: SigningDraft, pageCount: number | undefined, phones: AccountPhones = {}): DraftProblem[] {
  const body = bodyOf(draft);
  const problems: DraftProblem[] = [];
  const days = body.reminder_every_days;
  if (!Number.isInteger(days) || days < 0 || days > reminderDaysMax)
    problems.push({ pointer: '/reminder_every_days', message: signingMessages['signing.reminderDays'] });
  const parsed = envelopeDraftBody.safeParse(body);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const pointer = `/${issue.path.join('/')}`;
      if (pointer !== '/reminder_every_days') problems.push({ pointer, message: issue.message });
    }
  return [...problems, ...draftProblemsOf(body, pageCount, phones)];
}

/** What a problem's pointer is about, so it shows beside it. */
export type ProblemTarget =
  | { kind: 'signer'; role: SignerRole }
  | { kind: 'field'; id: string }
  | { kind: 'reminders' }
  | { kind: 'passcode' }
  | { kind: 'message' }
  | { kind: 'general' };

/** Maps `/signers/1/role`, `/placements/3/page`, `/reminder_every_days` to the signer, field or setting they name. */
export function targetOf(pointer: string, draft: SigningDraft): ProblemTarget {
  const [, section, index] = pointer.split('/');
  const at = Number(index);
  if (section === 'signers') {
    const signer = draft.signers[at];
    return signer ? { kind: 'signer', role: signer.role } : { kind: 'general' };
  }
  if (section === 'placements') {
    const placement = draft.placements[at];
    return placement ? { kind: 'field', id: placement.id } : { kind: 'general' };
  }
  if (section === 'reminder_every_days') return { kind: 'reminders' };
  if (section === 'passcode_channel') return { kind: 'passcode' };
  if (section === 'message') return { kind: 'message' };
  return { kind: 'general' };
}

/** The problems grouped by what they are about: `signer:client`, `field:<id>`, `reminders`, `passcode`, `message`, `general`. */
export function problemsByTarget(problems: readonly DraftProblem[], draft: SigningDraft): Map<string, string[]> {
  const grouped = new Map<string, string[]>();
  for (const problem of problems) {
    const target = targetOf(problem.pointer, draft);
    const key = target.kind === 'signer' ? `signer:${target.role}` : target.kind === 'field' ? `field:${target.id}` : target.kind;
    const messages = grouped.get(key) ?? [];
    if (!messages.includes(problem.message)) grouped.set(key, [...messages, problem.message]);
  }
  return grouped;
}

/** The field kept inside its page and no smaller than the smallest placeholder. */
export function keptInPage(placement: Placement): Placement {
  const width = rounded(clamp(placement.width, placementMinFraction, 1));
  const height = rounded(clamp(placement.height, placementMinFraction, 1));
  return {
    ...placement,
    width,
    height,
    x: rounded(clamp(placement.x, 0, 1 - width)),
    y: rounded(clamp(placement.y, 0, 1 - height)),
  };
}

export function movedBy(placement: Placement, dx: number, dy: number): Placement {
  return keptInPage({ ...placement, x: placement.x + dx, y: placement.y + dy });
}

/** Resized from its bottom-right corner: the top-left corner stays, and the field stops at the page's edge. */
export function resizedBy(placement: Placement, dWidth: number, dHeight: number): Placement {
  const width = clamp(placement.width + dWidth, placementMinFraction, 1 - placement.x);
  const height = clamp(placement.height + dHeight, placementMinFraction, 1 - placement.y);
  return keptInPage({ ...placement, width, height });
}

const overlaps = (a: Placement, b: Placement) =>
  a.page === b.page &&
  a.x < b.x + b.width - 1e-6 &&
  b.x < a.x + a.width - 1e-6 &&
  a.y < b.y + b.height - 1e-6 &&
  b.y < a.y + a.height - 1e-6;

/**
 * A new field for `signer` on `page`, centred across the page and around `centreY` (the middle of what is
 * in view), moved down past any field it would cover (and round to the top), so each can be seen and grabbed.
 */
export function newPlacement(
  existing: readonly Placement[],
  field: { id: string; signer: SignerRole; type: PlacementType; page: number; label: string; required: boolean },
  centreY = 0.5,
): Placement {
  const size = newFieldSizes[field.type];
  const first = keptInPage({ ...field, ...size, x: (1 - size.width) / 2, y: centreY - size.height / 2 });
  let placement = first;
  for (let tries = 0; tries < 40 && existing.some((other) => overlaps(other, placement)); tries += 1) {
    const below = placement.y + placement.height + 0.01;
    placement = keptInPage({ ...placement, y: below + placement.height > 1 ? 0 : below });
  }
  return existing.some((other) => overlaps(other, placement)) ? first : placement;
}

/** Moves the signer at `index` one place earlier (-1) or later (+1) in the signing order. */
export function reordered(signers: readonly DraftSigner[], index: number, by: -1 | 1): DraftSigner[] {
  const target = index + by;
  if (target < 0 || target >= signers.length) return [...signers];
  const next = [...signers];
  [next[index], next[target]] = [next[target] as DraftSigner, next[index] as DraftSigner];
  return next;
}
