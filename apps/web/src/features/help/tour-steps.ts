import type { CatalogueKey } from '../../lib/catalogue.en-GB.ts';

/**
 * The tour's steps, in order, each pointing at an element of the dashboard by the first of its selectors
 * that is on the page and visible (the sidebar on a desktop, the menu button on a phone). A step whose
 * element this person's dashboard lacks is left out.
 */
export type TourStep = { key: string; selectors: readonly string[]; title: CatalogueKey; text: CatalogueKey };

export const tourSteps: readonly TourStep[] = [
  { key: 'welcome', selectors: ['#main-content h1'], title: 'tour.welcome.title', text: 'tour.welcome.text' },
  { key: 'panels', selectors: ['.home-panels'], title: 'tour.panels.title', text: 'tour.panels.text' },
  { key: 'navigation', selectors: ['.sidebar-nav', '.top-bar__menu'], title: 'tour.navigation.title', text: 'tour.navigation.text' },
  {
    key: 'notifications',
    selectors: ['.notifications-menu__button'],
    title: 'tour.notifications.title',
    text: 'tour.notifications.text',
  },
  { key: 'account', selectors: ['.user-menu__button'], title: 'tour.account.title', text: 'tour.account.text' },
];

function isVisible(element: Element): boolean {
  return element.getClientRects().length > 0;
}

/** The element a step points at now, or null when the page has none of its selectors showing. */
export function targetOf(step: TourStep, root: ParentNode = document): Element | null {
  for (const selector of step.selectors) {
    const found = Array.from(root.querySelectorAll(selector)).find(isVisible);
    if (found) return found;
  }
  return null;
}
