/** The people area's home panels (en-GB), merged into the app's catalogue. */
export const peopleHomeCatalogue = {
  'home.panels.prospectsToAssign.title': 'Prospects to assign',
  'home.panels.prospectsToAssign.count_one': '{{count}} prospect is waiting for an adviser.',
  'home.panels.prospectsToAssign.count_other': '{{count}} prospects are waiting for an adviser.',
  'home.panels.prospectsToAssign.listLabel': 'Prospects waiting for an adviser, newest first',
  'home.panels.prospectsToAssign.item': 'Added on {{date}}',
  'home.panels.prospectsToAssign.all': 'Assign advisers',
  'home.panels.invitationsPending.title': 'Invitations not accepted yet',
  'home.panels.invitationsPending.count_one': '{{count}} prospect has not accepted their invitation yet.',
  'home.panels.invitationsPending.count_other': '{{count}} prospects have not accepted their invitations yet.',
  'home.panels.invitationsPending.listLabel': 'Invitations not accepted yet, newest first',
  'home.panels.invitationsPending.item': 'Invited on {{date}}',
  'home.panels.invitationsPending.all': 'Send again or cancel invitations',
} as const;
