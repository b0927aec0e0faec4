import type { CaseAction, CaseType } from '@advice/domain';

/** `submitForClient`: a member of staff submitting what the client would (a request, answers, a document pack). */
export type ConfirmTextAction = CaseAction | 'submitForClient';

/**
 * What each action does, told to the person about to take it: the body of its confirmation dialog, by case
 * type. Words about their task, never the status names the case moves between (those stay on the badge).
 */
export const caseConfirmTexts = {
  online_advice_request: {
    submit:
      'Your adviser is told that your request is ready and reviews it. While they do, you cannot change your answers unless they send the request back to you.',
    submitForClient:
      'The request goes to review as the client’s own. The client cannot change their answers unless you send it back to them.',
    backToClient:
      'The client is told, with your note, and can change their answers again. They submit the request again when they are done.',
    complete: 'Your review of this request is finished and the client is told. You can review it again later if you need to.',
    reopen: 'The request comes back to you for review, so you can look at it again. The client is told.',
    cancel: 'Your request is withdrawn and your adviser is told. If you need advice later, you can start a new request.',
  },
  meeting_request: {
    complete: 'Mark this meeting request as dealt with. The client is told.',
    reopen: 'The meeting request is open again, as if it had not been dealt with. The client is told.',
    cancel: 'Your adviser is told that you no longer need this meeting. You can ask for another one at any time.',
  },
  review_questionnaire_case: {
    send: 'The client is told by e-mail and can see the questionnaire and answer it.',
    submit:
      'Your adviser is told that your answers are ready. You cannot change them unless your adviser sends the questionnaire back to you.',
    submitForClient:
      'The answers saved so far go to review as the client’s own. The client cannot change them unless you send the questionnaire back to them.',
    backToClient:
      'The client is told, with your note, and can change their answers again. They submit the questionnaire again when they are done.',
    review: 'Your review of these answers is finished and the client is told. You can review them again later if you need to.',
    reopen: 'The answers come back to you for review, so you can look at them again. The client is told.',
    cancel: 'The questionnaire is withdrawn. If the client has already seen it, they are told and can no longer answer it.',
  },
  recommendation_pack_case: {
    send: 'The client is told by e-mail and can read the pack and its documents, then accept or reject the recommendation.',
    sendAgreed:
      'Use this when the client has already agreed to the recommendation, for example in a meeting. The client is told and sees the pack as accepted; they are not asked to accept it again.',
    sendConfirmed: 'Use this when the recommendation is already agreed and carried out. The client is told and sees the pack as finished.',
    backToPrepare:
      'The client can no longer see the pack while you change it, and any document not yet signed is withdrawn from signing. Send the pack again when it is ready.',
    acceptForClient: 'Record that the client has accepted this recommendation, for example by phone or in a meeting. The client is told.',
    rejectForClient: 'Record that the client has decided not to go ahead with this recommendation after all. The client is told.',
    accept: 'Accept this recommendation? Your adviser is told and will be in touch about the next steps.',
    reject: 'Your adviser is told that you do not accept this recommendation, and can talk it through with you or prepare a new one.',
    confirm:
      'The recommendation has been carried out and this case is finished. The client is told, and nothing on the case can change afterwards.',
    resend: 'The client is told by e-mail and can read the pack again, then accept or reject the recommendation.',
    cancel: 'The pack is withdrawn for good. If the client has already seen it, they are told and can no longer accept it.',
  },
  document_pack_case: {
    send: 'The client is told by e-mail and can see the pack and complete it.',
    backToPrepare:
      'The client can no longer see the pack while you change it, and any document not yet signed is withdrawn from signing. Send the pack again when it is ready.',
    submit: 'Your adviser is told that you have completed the pack. You cannot change it unless your adviser sends it back to you.',
    submitForClient:
      'The pack is completed on the client’s behalf and comes to you to finish. The client cannot change it unless you send it back to them.',
    complete: 'The pack is finished and the client is told. Nothing on it can change afterwards.',
    backToClient: 'The client is told, with your note, and can work on the pack again. They complete it again when they are done.',
    cancel: 'The pack is withdrawn for good. If the client has already seen it, they are told.',
  },
} as const satisfies Record<CaseType, Partial<Record<ConfirmTextAction, string>>>;

/** The confirmation texts as catalogue entries: `cases.confirm.<type>.<action>`. */
export const caseActionsCatalogue = Object.fromEntries(
  Object.entries(caseConfirmTexts).flatMap(([type, texts]) =>
    Object.entries(texts).map(([action, text]) => [`cases.confirm.${type}.${action}`, text]),
  ),
) as {
  [T in keyof typeof caseConfirmTexts as `cases.confirm.${T}.${keyof (typeof caseConfirmTexts)[T] & string}`]: string;
};

/** The catalogue key of an action's confirmation text for this viewer, or null when the action has none. */
export function confirmTextKeyOf(type: CaseType, action: CaseAction, isStaff: boolean) {
  const name: ConfirmTextAction = isStaff && action === 'submit' ? 'submitForClient' : action;
  const key = `cases.confirm.${type}.${name}`;
  return key in caseActionsCatalogue ? (key as keyof typeof caseActionsCatalogue) : null;
}
