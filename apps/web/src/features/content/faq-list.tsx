import type { LandingPageData } from '@advice/domain';
import { useId, useState } from 'react';
import { ChevronDownIcon } from '../../ui/icons.tsx';

type Faq = Extract<LandingPageData, { page: 'faq' }>['faq'];
type Question = Faq['sections'][number]['questions'][number];

/** One question: a button that shows and hides its answer (the WAI-ARIA disclosure pattern). */
function FaqQuestion({ question }: { question: Question }) {
  const [isOpen, setIsOpen] = useState(false);
  const id = useId();
  const buttonId = `${id}-question`;
  const panelId = `${id}-answer`;
  return (
    <div className="site-faq__item">
      <h3 className="site-faq__question">
        <button id={buttonId} type="button" aria-expanded={isOpen} aria-controls={panelId} onClick={() => setIsOpen((open) => !open)}>
          <span>{question.question}</span>
          <ChevronDownIcon aria-hidden="true" className="site-faq__chevron" />
        </button>
      </h3>
      <section id={panelId} aria-labelledby={buttonId} className="site-faq__answer site-lines" hidden={!isOpen}>
        {question.answer}
      </section>
    </div>
  );
}

function FaqSection({ section }: { section: Faq['sections'][number] }) {
  const titleId = useId();
  return (
    <section className="site-faq__section" aria-labelledby={titleId}>
      <h2 id={titleId}>{section.title}</h2>
      {section.questions.map((question) => (
        <FaqQuestion key={question.id} question={question} />
      ))}
    </section>
  );
}

/** The practice's FAQ, by section; every answer starts closed. */
export function FaqList({ faq }: { faq: Faq }) {
  return (
    <div className="site-faq">
      {faq.sections.map((section) => (
        <FaqSection key={section.id} section={section} />
      ))}
    </div>
  );
}
