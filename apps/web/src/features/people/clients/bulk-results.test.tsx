import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BulkResults } from './bulk-results.tsx';

const results = [
  { row: 6, email: 'client@demo.test', outcome: 'refused' as const, reason: 'A client with this e-mail already exists' },
  { row: 2, email: 'first@demo.test', outcome: 'created' as const },
  { row: 4, email: 'second@demo.test', outcome: 'created' as const },
  { row: 3, email: 'not-an-email', outcome: 'refused' as const, reason: 'email: Enter an e-mail address like name@example.com' },
];

describe('the bulk import’s outcome', () => {
  it('lists the clients created first and the refused rows after them, each part under its own heading and in file order', () => {
    render(<BulkResults results={results} />);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['2 clients created', '2 rows refused']);
    const [created, refused] = screen.getAllByRole('table');
    expect(
      within(created as HTMLElement)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.getAttribute('data-outcome') + String(within(row).getAllByRole('cell')[0]?.textContent)),
    ).toEqual(['created2', 'created4']);
    const refusedRows = within(refused as HTMLElement)
      .getAllByRole('row')
      .slice(1);
    expect(refusedRows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['3', '6']);
    expect(refusedRows[1]?.textContent).toContain('A client with this e-mail already exists');
  });

  it('stacks the refused rows on a phone: each cell carries its column’s name, so a reason wraps in full', () => {
    render(<BulkResults results={results} />);
    const refused = screen.getAllByRole('table')[1] as HTMLElement;
    expect(refused.classList.contains('ui-table--stack')).toBe(true);
    const cells = within(refused).getAllByRole('cell').slice(0, 3);
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(['Row', 'E-mail', 'Reason']);
  });
});
