import { messages } from '@advice/domain';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordChecklist } from './password-checklist.tsx';
import { PasswordField } from './password-field.tsx';

function itemFor(key: keyof typeof messages) {
  const text = screen.getByText(messages[key]);
  const item = text.closest('li');
  if (!item) throw new Error(`no checklist item for ${key}`);
  return item;
}

describe('password checklist', () => {
  it('lists every rule of the password policy in order', () => {
    render(<PasswordChecklist value="" />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.firstElementChild?.nextSibling?.textContent)).toEqual([
      messages['password.minLength'],
      messages['password.maxLength'],
      messages['password.repeat'],
      messages['password.lower'],
      messages['password.upper'],
      messages['password.digit'],
      messages['password.special'],
      messages['password.whitespace'],
    ]);
  });

  it('marks the rules a typed password meets, and says so to screen readers', () => {
    render(<PasswordChecklist value="abc def" />);
    expect(itemFor('password.lower')).toHaveProperty('dataset.met', 'true');
    expect(itemFor('password.lower').textContent).toContain('(met)');
    expect(itemFor('password.upper')).toHaveProperty('dataset.met', 'false');
    expect(itemFor('password.upper').textContent).toContain('(not met)');
    expect(itemFor('password.whitespace')).toHaveProperty('dataset.met', 'false');
    expect(itemFor('password.minLength')).toHaveProperty('dataset.met', 'false');
    expect(itemFor('password.maxLength')).toHaveProperty('dataset.met', 'true');
  });

  it('marks every rule met for a password that keeps the policy', () => {
    render(<PasswordChecklist value="Demo-Portal-2026!" />);
    const items = screen.getAllByRole('listitem');
    expect(items.every((item) => item.dataset.met === 'true')).toBe(true);
  });

  it('flags three of the same character in a row', () => {
    render(<PasswordChecklist value="Aaaa-Portal-2026!" />);
    expect(itemFor('password.repeat')).toHaveProperty('dataset.met', 'false');
  });
});

describe('password field', () => {
  it('ties the checklist and the error to the input', () => {
    render(<PasswordField label="New password" checklistValue="abc" error="Password must have more" />);
    const input = screen.getByLabelText('New password');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described.some((text) => text?.includes(messages['password.minLength']))).toBe(true);
    expect(described).toContain('Password must have more');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('has no checklist unless asked for one', () => {
    render(<PasswordField label="Current password" />);
    expect(screen.queryByRole('list')).toBeNull();
  });
});
