import { Icon, type IconProps } from '../../ui/icons.tsx';

/** A video camera: the advice rooms. */
export const MeetingsIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="2" y="6" width="14" height="12" rx="2" />
    <path d="m16 10 6-3.5v11L16 14" />
  </Icon>
);
