import type { ComponentProps, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import './button.css';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';
type Size = 'md' | 'sm';

function buttonClass(variant: Variant, size: Size, className?: string): string {
  return ['ui-button', `ui-button--${variant}`, size === 'sm' ? 'ui-button--sm' : '', className].filter(Boolean).join(' ');
}

type ButtonProps = ComponentProps<'button'> & {
  variant?: Variant;
  size?: Size;
  isLoading?: boolean;
  icon?: ReactNode;
};

export function Button({
  variant = 'primary',
  size = 'md',
  isLoading = false,
  icon,
  className,
  children,
  disabled,
  ...props
}: ButtonProps) {
  return (
    <button
      type="button"
      className={buttonClass(variant, size, className)}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      {...props}
    >
      {isLoading ? <span className="ui-button__spinner" aria-hidden="true" /> : icon}
      <span>{children}</span>
    </button>
  );
}

type ButtonLinkProps = LinkProps & { variant?: Variant; size?: Size; icon?: ReactNode };

export function ButtonLink({ variant = 'primary', size = 'md', icon, className, children, ...props }: ButtonLinkProps) {
  return (
    <Link className={buttonClass(variant, size, className)} {...props}>
      {icon}
      <span>{children}</span>
    </Link>
  );
}
