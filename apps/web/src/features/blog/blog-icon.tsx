import { Icon, type IconProps } from '../../ui/icons.tsx';

/** A page of writing: the blog. */
export const BlogIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5 3h10l4 4v14H5Z" />
    <path d="M9 9h6M9 13h6M9 17h4" />
  </Icon>
);
