import './avatar.css';

type AvatarProps = { firstName: string; lastName: string; url: string | null; size?: 25 | 30 | 50 | 80 | 160 };

/** A person's photo, or their initials; spec 1 §9 sizes. Decorative: the name is always written next to it. */
export function Avatar({ firstName, lastName, url, size = 30 }: AvatarProps) {
  const initials = `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
  return (
    <span className="ui-avatar" style={{ width: size, height: size, fontSize: size * 0.4 }} aria-hidden="true">
      {url ? <img src={url} alt="" width={size} height={size} /> : initials}
    </span>
  );
}
