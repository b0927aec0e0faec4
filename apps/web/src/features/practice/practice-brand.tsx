import type { PublicPractice } from '@advice/domain';
import { Link } from 'react-router';
import { usePractice } from './practice.api.ts';
import './practice-brand.css';

/** What a bar is painted with: the page's light surface, or one of the practice's own colours. */
export type BrandSurface = 'light' | 'colour';

type Logos = Pick<PublicPractice, 'logo_url' | 'secondary_logo_url'>;

/**
 * The logo that sits well on `surface`: the main logo is made for a light background, the secondary logo
 * (a light version) for the practice's colours. Null when the practice has none for that surface.
 */
export function logoOn(practice: Logos, surface: BrandSurface): string | null {
  return (surface === 'colour' ? practice.secondary_logo_url : practice.logo_url) ?? null;
}

/**
 * How a header that would wear the practice's colour is painted: coloured, unless the practice's only logo
 * is its main one, which would sit on the colour as a box; then the header turns light and keeps the
 * colour as a band beneath it.
 */
export function headerSurfaceOf(practice: Logos): BrandSurface {
  return practice.logo_url && !practice.secondary_logo_url ? 'light' : 'colour';
}

type PracticeBrandProps = { to: string; surface: BrandSurface; className?: string };

/** The practice's mark, linking home: its logo for `surface`, named by its trading name, or that name in words. */
export function PracticeBrand({ to, surface, className }: PracticeBrandProps) {
  const practice = usePractice();
  const logo = logoOn(practice, surface);
  return (
    <Link to={to} className={['practice-brand', className].filter(Boolean).join(' ')} data-surface={surface}>
      {logo ? (
        <img src={logo} alt={practice.name} className="practice-brand__logo" />
      ) : (
        <span className="practice-brand__name">{practice.name}</span>
      )}
    </Link>
  );
}
