/** This area's texts, en-GB. */
export const analyticsCatalogue = {
  'analytics.visitors.title': 'Visitors',
  'analytics.visitors.lead':
    'Page views of the portal, counted without cookies or anything that identifies a visitor, from visitors who allowed analytics cookies.',
  'analytics.visitors.open': 'See the visitors',
  'analytics.visitors.cardLead': 'Page views by day and by page, from visitors who allowed analytics cookies.',
  'analytics.visitors.offHere': 'Visits are counted only on the live site, so this one shows none.',
  'analytics.total': 'Page views: {{visits}}, of which {{signedIn}} by people signed in.',
  'analytics.none': 'No page views were counted in this period.',
  'analytics.byDay.title': 'By day',
  'analytics.byDay.caption': 'Page views by day from {{from}} to {{to}}',
  'analytics.byDay.day': 'Day',
  'analytics.byPage.title': 'By page',
  'analytics.byPage.caption': 'Page views by page from {{from}} to {{to}}',
  'analytics.byPage.page': 'Page',
  'analytics.byReferrer.title': 'Sites that sent visitors',
  'analytics.byReferrer.caption': 'Page views that came from another site, from {{from}} to {{to}}',
  'analytics.byReferrer.site': 'Site',
  'analytics.visits': 'Page views',
  'analytics.signedIn': 'Signed in',
} as const;
