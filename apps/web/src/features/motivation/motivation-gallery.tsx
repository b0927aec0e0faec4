import type { MotivationFile, MotivationItem } from '@advice/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The gallery's photos in order: the main image first, then the others. */
export function photosOf(item: Pick<MotivationItem, 'main_image' | 'images'>): MotivationFile[] {
  return [...(item.main_image ? [item.main_image] : []), ...item.images];
}

/**
 * A gallery: one photo large (the main image first), and every photo as a thumbnail that shows it large.
 * Each photo is named by the item's title and its place, as people read a gallery.
 */
export function MotivationGallery({ item }: { item: Pick<MotivationItem, 'title' | 'main_image' | 'images'> }) {
  const { t } = useTranslation();
  const photos = photosOf(item);
  const [shown, setShown] = useState(0);
  const current = photos[Math.min(shown, photos.length - 1)];
  if (!current) return null;
  const altOf = (index: number) => t('motivation.gallery.alt', { title: item.title, index: index + 1, total: photos.length });
  return (
    <section className="motivation-gallery" aria-label={t('motivation.gallery.label', { title: item.title })}>
      <figure className="motivation-gallery__stage">
        <img src={current.url} alt={altOf(photos.indexOf(current))} className="motivation-gallery__photo" />
      </figure>
      {photos.length > 1 ? (
        <ul className="motivation-gallery__thumbs" aria-label={t('motivation.gallery.thumbnails')}>
          {photos.map((photo, index) => (
            <li key={photo.id}>
              <button
                type="button"
                className="motivation-gallery__thumb"
                aria-pressed={photo === current}
                aria-label={t('motivation.gallery.show', { index: index + 1, total: photos.length })}
                onClick={() => setShown(index)}
              >
                <img src={photo.url} alt="" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
