import { describe, expect, it } from 'vitest';
import { mailTemplates } from './templates.ts';

const base = { practiceName: 'Acme Advice', caseName: 'Pension review', statusLabel: 'Building', link: 'https://x/c/1' };

describe('case mail templates', () => {
  it('put an adviser’s note whole in the body and never in the subject', () => {
    const note = `Please add your partner’s pension.\n\n${'More detail. '.repeat(30).trim()}`;
    const event = 'sent back to you to continue';
    const forClient = mailTemplates.caseUpdatedForClient({ ...base, firstName: 'Ada', event, note });
    expect(forClient.subject).toBe('Pension review: sent back to you to continue');
    expect(forClient.subject).not.toContain('pension');
    expect(forClient.text).toContain(`Note from your adviser:\n${note}`);
    const forStaff = mailTemplates.caseUpdatedForStaff({ ...base, firstName: 'Bob', clientName: 'Ada Lovelace', event, note });
    expect(forStaff.subject).toBe('Ada Lovelace: Pension review — sent back to you to continue');
    expect(forStaff.text).toContain(`Note from the adviser:\n${note}`);
  });

  it('leave the note out when there is none', () => {
    const mail = mailTemplates.caseUpdatedForClient({ ...base, firstName: 'Ada', event: 'completed' });
    expect(mail.text).not.toContain('Note from');
  });
});
