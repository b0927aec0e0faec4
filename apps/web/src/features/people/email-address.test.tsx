import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailAddress } from './email-address.tsx';

describe('an e-mail address in a list', () => {
  it('may wrap only before its @ and its dots, never mid-word', () => {
    const { container } = render(<EmailAddress email="adam.fletcher@harbourwealth.co.uk" className="staff-email" />);
    const address = container.querySelector('.staff-email');
    expect(address?.textContent).toBe('adam.fletcher@harbourwealth.co.uk');
    expect(address?.innerHTML).toBe('adam<wbr>.fletcher<wbr>@harbourwealth<wbr>.co<wbr>.uk');
  });
});
