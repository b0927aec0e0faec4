import { Icon, type IconProps } from '../../ui/icons.tsx';

/** A document with a ribbon seal: the estate summary, kept with the will. */
export const EstateSummaryIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h5" />
    <path d="M14 3v4a1 1 0 0 0 1 1h4M19 8v3M14 3l5 5" />
    <path d="M8 9h4M8 13h4" />
    <circle cx="17" cy="16" r="3" />
    <path d="m15.5 18.6-.5 3.4 2-1 2 1-.5-3.4" />
  </Icon>
);
