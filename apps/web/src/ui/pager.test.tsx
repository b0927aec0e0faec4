import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Pager } from './pager.tsx';

function renderPager(page: number, totalPages: number) {
  const onPage = vi.fn();
  render(
    <Pager
      label="Client list"
      page={page}
      pagination={{
        total: totalPages * 20,
        totalPages,
        prevPage: page > 1 ? page - 1 : null,
        nextPage: page < totalPages ? page + 1 : null,
      }}
      summary={`Page ${page} of ${totalPages}`}
      previousLabel="Previous page"
      nextLabel="Next page"
      onPage={onPage}
    />,
  );
  return {
    onPage,
    previous: screen.getByRole('button', { name: 'Previous page' }),
    next: screen.getByRole('button', { name: 'Next page' }),
  };
}

describe('the pager', () => {
  it('on the first page: Previous is aria-disabled (which greys it) and goes nowhere; Next goes to page 2', () => {
    const { onPage, previous, next } = renderPager(1, 3);
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(previous);
    expect(onPage).not.toHaveBeenCalled();
    expect(next.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(next);
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('on the last page: Next is aria-disabled and goes nowhere; Previous goes back', () => {
    const { onPage, previous, next } = renderPager(3, 3);
    expect(next.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(next);
    expect(onPage).not.toHaveBeenCalled();
    fireEvent.click(previous);
    expect(onPage).toHaveBeenCalledWith(2);
  });
});
