/** The platform admins' home panel (en-GB), merged into the app's catalogue. */
export const practicesHomeCatalogue = {
  'home.panels.practices.title': 'Practices',
  'home.panels.practices.count_one': '{{count}} practice runs on this platform.',
  'home.panels.practices.count_other': '{{count}} practices run on this platform.',
  'home.panels.practices.listLabel': 'Practices on this platform',
  'home.panels.practices.item': 'Feature flags · {{hosts}}',
  'home.panels.practices.all': 'All practices',
} as const;
