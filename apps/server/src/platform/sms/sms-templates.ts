/** en-GB text messages: one line each, kept short enough for a phone's lock screen. */
type Practice = { practiceName: string };

/** A name cut to `max` characters with an ellipsis, so a long document or practice name cannot make a text run on. */
const shortened = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

export const smsTemplates = {
  signingPasscode: (p: { code: string; documentName: string; minutes: number } & Practice) =>
    `${p.code} is your passcode to sign “${shortened(p.documentName, 60)}” with ${shortened(p.practiceName, 40)}. It works for ${p.minutes} minutes.`,
};

export type SmsTemplateName = keyof typeof smsTemplates;
export type SmsTemplateParams<T extends SmsTemplateName> = Omit<Parameters<(typeof smsTemplates)[T]>[0], 'practiceName'>;
