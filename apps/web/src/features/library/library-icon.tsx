import { Icon, type IconProps } from '../../ui/icons.tsx';

/** Books on a shelf: the library. */
export const LibraryIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 4h4v16H4ZM10 4h4v16h-4Z" />
    <path d="m16 5 3.5-1 2.5 15.5-3.5 1Z" />
  </Icon>
);
