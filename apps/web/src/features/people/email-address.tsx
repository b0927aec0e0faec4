import { Fragment } from 'react';

/**
 * An e-mail address that, where a line cannot hold it, wraps only before its '@' and its dots
 * ("adam.fletcher" / "@harbourwealth" / ".co.uk"), never mid-word.
 */
export function EmailAddress({ email, className }: { email: string; className?: string }) {
  const parts = email.split(/(?=[@.])/u);
  return (
    <span className={className}>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one address never reorder.
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
