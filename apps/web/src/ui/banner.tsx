import type { ReactNode } from 'react';
import { AlertIcon, CheckIcon, InfoIcon } from './icons.tsx';
import './banner.css';

type Tone = 'info' | 'success' | 'warning' | 'error';

type BannerProps = {
  tone?: Tone;
  title?: string;
  children?: ReactNode;
  actions?: ReactNode;
  /** `alert` interrupts a screen reader; use it only for errors the user just caused. */
  role?: 'status' | 'alert';
  className?: string;
};

const icons: Record<Tone, ReactNode> = {
  info: <InfoIcon />,
  success: <CheckIcon />,
  warning: <AlertIcon />,
  error: <AlertIcon />,
};

export function Banner({ tone = 'info', title, children, actions, role, className }: BannerProps) {
  return (
    <div className={['ui-banner', `ui-banner--${tone}`, className].filter(Boolean).join(' ')} role={role}>
      <span className="ui-banner__icon">{icons[tone]}</span>
      <div className="ui-banner__content">
        {title ? <p className="ui-banner__title">{title}</p> : null}
        {children}
      </div>
      {actions ? <div className="ui-banner__actions">{actions}</div> : null}
    </div>
  );
}

/** The refusals of a form that belong to no field (or to none shown), one paragraph each; nothing while there are none. */
export function ProblemsBanner({ problems }: { problems: readonly string[] }) {
  if (problems.length === 0) return null;
  return (
    <Banner tone="error" role="alert">
      {problems.map((problem) => (
        <p key={problem}>{problem}</p>
      ))}
    </Banner>
  );
}
