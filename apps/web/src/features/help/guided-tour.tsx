import type { CurrentUser } from '@advice/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useKeyTranslation } from '../../lib/i18n.ts';
import { Button } from '../../ui/index.ts';
import { shouldShowConsentBanner } from '../shell/cookie-consent.ts';
import { useCookieConsent } from '../shell/use-cookie-consent.ts';
import { useCompleteTour } from './help.api.ts';
import { type TourStep, targetOf, tourSteps } from './tour-steps.ts';
import './help.css';

const activeAttribute = 'data-tour-active';

/** Marks the step's element (an outline in help.css) and brings it into view while its step is showing. */
function useHighlight(step: TourStep | undefined): void {
  useEffect(() => {
    const target = step ? targetOf(step) : null;
    if (!target) return;
    target.setAttribute(activeAttribute, 'true');
    target.scrollIntoView?.({ block: 'nearest' });
    return () => target.removeAttribute(activeAttribute);
  }, [step]);
}

/**
 * The tour of the dashboard for a person's first sign-in: a small non-modal dialog that walks through the
 * home's elements one at a time, each outlined on the page. Finishing or skipping it (Escape too) keeps it
 * done for good. It waits for the cookie question to be answered, so the two never stack.
 */
export function GuidedTour({ user }: { user: CurrentUser }) {
  const consent = useCookieConsent();
  if (user.is_tour_guide_completed || shouldShowConsentBanner(consent)) return null;
  return <TourDialog user={user} />;
}

function TourDialog({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const translate = useKeyTranslation();
  const complete = useCompleteTour();
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The steps this dashboard can show, read once it is on the page.
  const [steps, setSteps] = useState<readonly TourStep[]>([]);
  useEffect(() => setSteps(tourSteps.filter((step) => targetOf(step) !== null)), []);
  const [index, setIndex] = useState(0);
  const step = steps[index];
  useHighlight(step);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new step takes focus, so a screen reader reads it.
  useEffect(() => {
    headingRef.current?.focus();
  }, [index, steps]);

  if (!step) return null;
  const isLast = index === steps.length - 1;
  const end = () => {
    void complete();
    document.getElementById('main-content')?.focus();
  };
  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      className="guided-tour"
      onKeyDown={(event) => {
        if (event.key === 'Escape') end();
      }}
    >
      <p className="guided-tour__label">
        {t('tour.label')} · {t('tour.progress', { n: index + 1, total: steps.length })}
      </p>
      <h2 id={titleId} ref={headingRef} tabIndex={-1} className="guided-tour__title">
        {String(t(step.title as never, { name: user.first_name } as never))}
      </h2>
      <p className="guided-tour__text">{translate(step.text)}</p>
      <div className="guided-tour__actions">
        <Button variant="ghost" size="sm" onClick={end}>
          {t('tour.skip')}
        </Button>
        <div className="guided-tour__moves">
          {index > 0 ? (
            <Button variant="secondary" size="sm" onClick={() => setIndex(index - 1)}>
              {t('tour.back')}
            </Button>
          ) : null}
          <Button size="sm" onClick={isLast ? end : () => setIndex(index + 1)}>
            {isLast ? t('tour.finish') : t('tour.next')}
          </Button>
        </div>
      </div>
    </section>
  );
}
