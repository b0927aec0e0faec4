/** en-GB mail templates. Each returns subject and plain text; the HTML is made from the text. */
type Practice = { practiceName: string };

/** An adviser's note as a paragraph of its own, whole, or nothing. */
const noteOf = (note: string | undefined, from: string): string => (note?.trim() ? `\n\nNote from ${from}:\n${note.trim()}` : '');

export const mailTemplates = {
  invitation: (p: { firstName: string; link: string; message?: string } & Practice) => ({
    subject: `You are invited to ${p.practiceName}`,
    text: [
      `Dear ${p.firstName},`,
      p.message ?? `${p.practiceName} has created an account for you.`,
      `Confirm your account and choose a password here (the link is valid for 3 months):\n${p.link}`,
    ].join('\n\n'),
  }),
  passwordReset: (p: { firstName: string; link: string } & Practice) => ({
    subject: 'Reset your password',
    text: `Dear ${p.firstName},\n\nSomeone asked to reset the password of your ${p.practiceName} account. If it was you, choose a new password here (the link is valid for 6 hours):\n${p.link}\n\nIf it was not you, ignore this e-mail: your password stays as it is.`,
  }),
  emailChange: (p: { firstName: string; link: string } & Practice) => ({
    subject: 'Confirm your new e-mail address',
    text: `Dear ${p.firstName},\n\nConfirm this address for your ${p.practiceName} account here:\n${p.link}`,
  }),
  oneTimePasscode: (p: { firstName: string; code: string } & Practice) => ({
    subject: `Your ${p.practiceName} sign-in code`,
    text: `Dear ${p.firstName},\n\nYour sign-in code is ${p.code}. It is valid for 10 minutes. Never share it with anyone, including your adviser.`,
  }),
  authenticatorReset: (p: { firstName: string; link: string } & Practice) => ({
    subject: 'Reset your authenticator app',
    text: `Dear ${p.firstName},\n\nTo turn off the authenticator app on your ${p.practiceName} account, follow this link and enter your password (valid for 6 hours):\n${p.link}\n\nYou will then receive sign-in codes by e-mail until you set up an app again.`,
  }),
  clientPasswordReset: (p: { firstName: string; link: string } & Practice) => ({
    subject: 'Choose a new password',
    text: `Dear ${p.firstName},\n\nYour adviser at ${p.practiceName} started a password reset for your account. Choose a new password here (the link is valid for 6 hours):\n${p.link}\n\nIf you did not expect this, contact your adviser.`,
  }),
  clientAccountRemoved: (p: { firstName: string } & Practice) => ({
    subject: `Your ${p.practiceName} account was removed`,
    text: `Dear ${p.firstName},\n\nYour account with ${p.practiceName} has been removed, together with the details it held. You can no longer sign in.\n\nIf you did not expect this, contact ${p.practiceName}.`,
  }),
  prospectInvitation: (p: { firstName: string; link: string; message?: string } & Practice) => ({
    subject: `You are invited to ${p.practiceName}`,
    text: [
      `Dear ${p.firstName},`,
      p.message ?? `${p.practiceName} invites you to open an account and talk to an adviser.`,
      `Accept the invitation and choose a password here (the link is valid for 1 year):\n${p.link}`,
    ].join('\n\n'),
  }),
  registrationConfirmation: (p: { firstName: string; link: string } & Practice) => ({
    subject: `Confirm your e-mail for ${p.practiceName}`,
    text: `Dear ${p.firstName},\n\nThank you for registering with ${p.practiceName}. Confirm your e-mail address here to finish (the link is valid for 3 months):\n${p.link}\n\nIf you did not register, ignore this e-mail.`,
  }),
  registrationAttempted: (p: { firstName: string; signInLink: string; resetLink: string } & Practice) => ({
    subject: `Someone tried to register with your e-mail at ${p.practiceName}`,
    text: `Dear ${p.firstName},\n\nSomeone tried to register at ${p.practiceName} with this e-mail address, which already has an account. No new account was made and nothing was changed.\n\nIf it was you, sign in here:\n${p.signInLink}\n\nIf you forgot your password, ask for a new one here:\n${p.resetLink}\n\nIf it was not you, ignore this e-mail.`,
  }),
  prospectAssigned: (p: { firstName: string; prospectName: string; link: string } & Practice) => ({
    subject: 'A prospect was assigned to you',
    text: `Dear ${p.firstName},\n\n${p.prospectName} is now one of your prospects at ${p.practiceName}. See them here:\n${p.link}`,
  }),
  /** A case's news; an adviser's note (a case sent back) is in the text whole, never in the subject. */
  caseUpdatedForClient: (
    p: { firstName: string; caseName: string; event: string; note?: string | undefined; statusLabel: string; link: string } & Practice,
  ) => ({
    subject: `${p.caseName}: ${p.event}`,
    text: `Dear ${p.firstName},\n\nYour case "${p.caseName}" at ${p.practiceName} was updated: ${p.event}. It is now ${p.statusLabel.toLowerCase()}.${noteOf(p.note, 'your adviser')}\n\nSee it here:\n${p.link}`,
  }),
  caseUpdatedForStaff: (
    p: {
      firstName: string;
      clientName: string;
      caseName: string;
      event: string;
      note?: string | undefined;
      statusLabel: string;
      link: string;
    } & Practice,
  ) => ({
    subject: `${p.clientName}: ${p.caseName} — ${p.event}`,
    text: `Dear ${p.firstName},\n\n${p.clientName}'s case "${p.caseName}" was updated: ${p.event}. It is now ${p.statusLabel.toLowerCase()}.${noteOf(p.note, 'the adviser')}\n\nSee it here:\n${p.link}`,
  }),
  topUpUpdatedForClient: (p: { firstName: string; amount: string; event: string; link: string } & Practice) => ({
    subject: `Your top-up of ${p.amount}: ${p.event}`,
    text: `Dear ${p.firstName},\n\nYour top-up request of ${p.amount} at ${p.practiceName} was updated: ${p.event}.\n\nSee it here:\n${p.link}`,
  }),
  topUpUpdatedForStaff: (p: { firstName: string; clientName: string; amount: string; event: string; link: string } & Practice) => ({
    subject: `${p.clientName}: top-up of ${p.amount} — ${p.event}`,
    text: `Dear ${p.firstName},\n\n${p.clientName}'s top-up request of ${p.amount}: ${p.event}.\n\nSee it here:\n${p.link}`,
  }),
  /** A document's news (its signing, a newer version): the bell's words, with the adviser's message whole when there is one. */
  documentNotice: (
    p: { firstName: string; title: string; body: string; documentName: string; message?: string | undefined; link: string } & Practice,
  ) => ({
    subject: `${p.title}: “${p.documentName}”`,
    text: `Dear ${p.firstName},\n\n${p.body}${noteOf(p.message, p.practiceName)}\n\nOpen it here:\n${p.link}`,
  }),
  documentSigningReminder: (
    p: { firstName: string; title: string; body: string; documentName: string; message?: string | undefined; link: string } & Practice,
  ) => ({
    subject: `Reminder: please sign “${p.documentName}”`,
    text: `Dear ${p.firstName},\n\n${p.practiceName} is still waiting for your signature on “${p.documentName}”.${noteOf(p.message, p.practiceName)}\n\nReview and sign it here:\n${p.link}`,
  }),
  signingPasscode: (p: { firstName: string; code: string; documentName: string; minutes: number } & Practice) => ({
    subject: `Your passcode to sign “${p.documentName}”`,
    text: `Dear ${p.firstName},\n\nYour passcode to sign “${p.documentName}” at ${p.practiceName} is ${p.code}. It is valid for ${p.minutes} minutes. Never share it with anyone, including your adviser.\n\nIf you did not ask for it, ignore this e-mail.`,
  }),
  /** News from a client's own space (a to-do, a comment, a shared strategy): the bell's words and its page. */
  clientSpaceNotice: (p: { firstName: string; title: string; body: string; link: string } & Practice) => ({
    subject: p.title,
    text: `Dear ${p.firstName},\n\n${p.body}\n\nSee it here:\n${p.link}`,
  }),
  /**
   * Messages someone has not seen, batched: a burst is one mail. It never quotes a message (a mail is no place
   * for it); staff read whose thread it is.
   */
  messagesDigest: (p: { firstName: string; count: number; senders: string; clientName?: string | undefined; link: string } & Practice) => {
    const what = p.count === 1 ? 'a new message' : `${p.count} new messages`;
    const where = p.clientName ? ` in ${p.clientName}’s messages` : '';
    return {
      subject: `You have ${what} from ${p.senders}`,
      text: `Dear ${p.firstName},\n\nYou have ${what} from ${p.senders}${where} at ${p.practiceName}. Read and reply in the portal:\n${p.link}`,
    };
  },
  factFindUpdatedForStaff: (p: { firstName: string; clientName: string; sectionLabel: string; link: string } & Practice) => ({
    subject: `${p.clientName}: fact find updated`,
    text: `Dear ${p.firstName},\n\n${p.clientName} saved changes to their fact find (${p.sectionLabel}). Further saves are not e-mailed until you have seen this notification in the portal.\n\nSee what changed:\n${p.link}`,
  }),
  /** A vault document shared by link with someone outside the portal: the link only; the passcode comes apart, when asked for. */
  vaultShareLink: (p: { recipientName: string; senderName: string; documentName: string; expiresOn: string; link: string } & Practice) => ({
    subject: `${p.senderName} shared “${p.documentName}” with you`,
    text: `Dear ${p.recipientName},\n\n${p.senderName} shared the document “${p.documentName}” with you through the secure portal of ${p.practiceName}. Open it here (the link works until ${p.expiresOn}):\n${p.link}\n\nTo open it you will be asked for a passcode, which we send to this e-mail address when you ask for it, so the link is of no use to anyone else.\n\nIf you did not expect this, ignore this e-mail.`,
  }),
  vaultShareLinkPasscode: (p: { recipientName: string; code: string; documentName: string; minutes: number } & Practice) => ({
    subject: `Your passcode to open “${p.documentName}”`,
    text: `${p.recipientName ? `Dear ${p.recipientName}` : 'Hello'},\n\nYour passcode to open “${p.documentName}” shared through ${p.practiceName} is ${p.code}. It is valid for ${p.minutes} minutes. Never share it with anyone.\n\nIf you did not ask for it, ignore this e-mail.`,
  }),
  /**
   * A meeting's invitation, sent again when it changes and when it is cancelled, each with the calendar file
   * attached. `link` is the room's page (for a guest, their own join link); a cancellation has none.
   */
  meetingInvitation: (p: MeetingMail & Practice) => ({
    subject: `Invitation: ${p.roomName}, ${p.when}`,
    text: [
      `${greetingOf(p.name)},`,
      `${p.organiser} invites you to the meeting “${p.roomName}” with ${p.practiceName} on ${p.when} (${p.durationMinutes} minutes).`,
      ...meetingDetails(p),
    ].join('\n\n'),
  }),
  meetingUpdated: (p: MeetingMail & Practice) => ({
    subject: `Updated: ${p.roomName}, ${p.when}`,
    text: [
      `${greetingOf(p.name)},`,
      `The meeting “${p.roomName}” with ${p.practiceName} changed. It is now on ${p.when} (${p.durationMinutes} minutes).`,
      ...meetingDetails(p),
    ].join('\n\n'),
  }),
  meetingCancelled: (p: Omit<MeetingMail, 'link' | 'agenda' | 'joinNote'> & Practice) => ({
    subject: `Cancelled: ${p.roomName}, ${p.when}`,
    text: `${greetingOf(p.name)},\n\nThe meeting “${p.roomName}” with ${p.practiceName} on ${p.when} is cancelled. The calendar file attached removes it from your calendar.`,
  }),
  /** A technical support request for the support desk: every field of the form, written out by the support area. */
  supportRequest: (p: { reference: string; title: string; details: string } & Practice) => ({
    subject: `Technical support request ${p.reference}: ${p.title}`,
    text: `A technical support request was sent from ${p.practiceName}. Reply to this e-mail to answer the sender.\n\n${p.details}`,
  }),
  /** The sender's confirmation, with the reference and the first-response promise. */
  supportRequestReceived: (p: { name: string; reference: string; title: string; firstResponse: string } & Practice) => ({
    subject: `We received your support request ${p.reference}`,
    text: `${greetingOf(p.name)},\n\nThank you for contacting technical support. Your request “${p.title}” has the reference ${p.reference}: quote it if you write to us about it.\n\n${p.firstResponse}`,
  }),
};

/** What a meeting's mails name. */
type MeetingMail = {
  /** The recipient's name; a guest may have given none. */
  name: string;
  roomName: string;
  when: string;
  durationMinutes: number;
  organiser: string;
  agenda: string;
  link: string;
  /** When the recipient may join, for a guest (trusted guests half an hour early). */
  joinNote?: string | undefined;
};

const greetingOf = (name: string): string => (name.trim() ? `Dear ${name.trim()}` : 'Hello');

function meetingDetails(p: MeetingMail): string[] {
  return [
    ...(p.agenda.trim() ? [`Agenda:\n${p.agenda.trim()}`] : []),
    `Join the meeting here:\n${p.link}`,
    ...(p.joinNote ? [p.joinNote] : []),
    'The calendar file attached adds the meeting to your calendar.',
  ];
}

export type TemplateName = keyof typeof mailTemplates;
export type TemplateParams<T extends TemplateName> = Omit<Parameters<(typeof mailTemplates)[T]>[0], 'practiceName'>;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/gu, (c) => `&#${c.charCodeAt(0)};`);
}

export function renderHtml(text: string): string {
  const body = text
    .split('\n\n')
    .map(
      (para) =>
        `<p>${escapeHtml(para)
          .replace(/\n/gu, '<br>')
          .replace(/(https?:\/\/\S+)/gu, '<a href="$1">$1</a>')}</p>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en-GB"><body style="font-family: Mulish, Arial, sans-serif">${body}</body></html>`;
}
