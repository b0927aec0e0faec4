import type { FactFindSection } from '@advice/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckIcon } from '../../ui/icons.tsx';
import type { LoadedFactFind } from './fact-find.api.ts';

export const documentsSlug = 'documents';

type StepperProps = {
  view: LoadedFactFind;
  base: string;
  /** The slug of the step on screen. */
  current: string;
  /** The section whose draft has unsaved changes, if any. */
  unsaved: FactFindSection | null;
  /** Staff: how many of their review's changes each section holds. */
  changes: ReadonlyMap<FactFindSection, number>;
  documentCount: number | undefined;
};

/** The ten sections and the documents, each with its state, as links; the one on screen is the current step. */
export function FactFindStepper({ view, base, current, unsaved, changes, documentCount }: StepperProps) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLOListElement>(null);
  // On a phone the steps are one row that scrolls sideways: bring the current one into it, also when the screen narrows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when another step becomes the current one, which the DOM shows.
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const bringCurrentIntoView = () => {
      const item = list.querySelector('[aria-current="step"]')?.closest('li');
      if (!item || list.scrollWidth <= list.clientWidth) return;
      list.scrollLeft += item.getBoundingClientRect().left - list.getBoundingClientRect().left - 16;
    };
    bringCurrentIntoView();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(bringCurrentIntoView);
    observer.observe(list);
    return () => observer.disconnect();
  }, [current]);
  const stateOf = (section: LoadedFactFind['sections'][number]) => {
    if (section.key === unsaved) return { text: t('factFind.state.unsaved'), tone: 'unsaved' };
    if (section.complete) return { text: t('factFind.state.complete'), tone: 'complete' };
    return section.saved ? { text: t('factFind.state.saved'), tone: 'saved' } : { text: t('factFind.state.empty'), tone: 'empty' };
  };
  return (
    <nav aria-label={t('factFind.steps')} className="fact-find-steps">
      <ol ref={listRef} className="fact-find-steps__list">
        {view.sections.map((section, index) => {
          const state = stateOf(section);
          const changeCount = changes.get(section.key) ?? 0;
          return (
            <li key={section.key} className={`fact-find-steps__item fact-find-steps__item--${state.tone}`}>
              <Link
                to={`${base}/${section.slug}`}
                className="fact-find-steps__link"
                aria-current={current === section.slug ? 'step' : undefined}
              >
                <span className="fact-find-steps__mark" aria-hidden="true">
                  {section.complete && state.tone !== 'unsaved' ? <CheckIcon size={16} /> : index + 1}
                </span>
                <span className="fact-find-steps__text">
                  <span className="fact-find-steps__label">{section.label}</span>
                  <span className="fact-find-steps__state">{state.text}</span>
                  {changeCount > 0 ? (
                    <span className="fact-find-steps__changes">{t('factFind.state.changes', { count: changeCount })}</span>
                  ) : null}
                </span>
              </Link>
            </li>
          );
        })}
        <li className="fact-find-steps__item fact-find-steps__item--documents">
          <Link
            to={`${base}/${documentsSlug}`}
            className="fact-find-steps__link"
            aria-current={current === documentsSlug ? 'step' : undefined}
          >
            <span className="fact-find-steps__mark" aria-hidden="true">
              {view.sections.length + 1}
            </span>
            <span className="fact-find-steps__text">
              <span className="fact-find-steps__label">{t('factFind.documents.step')}</span>
              <span className="fact-find-steps__state">
                {documentCount ? t('factFind.state.documents', { count: documentCount }) : t('factFind.state.documentsNone')}
              </span>
            </span>
          </Link>
        </li>
      </ol>
    </nav>
  );
}
