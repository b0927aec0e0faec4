/**
 * The maintenance banner's texts, en-GB: part of the core catalogue, since the sign-in page shows the banner
 * before any area's texts load. The notice's own title and message are the platform admin's words.
 */
export const maintenanceNoticeCatalogue = {
  'maintenances.notice.planned': 'Planned maintenance',
  'maintenances.notice.inProgress': 'Maintenance in progress',
  'maintenances.notice.plannedLabel': 'Planned maintenance: {{title}}',
  'maintenances.notice.inProgressLabel': 'Maintenance in progress: {{title}}',
  'maintenances.notice.windowSameDay': 'From {{date}}, {{start}} to {{end}}.',
  'maintenances.notice.windowDays': 'From {{start}} to {{end}}.',
  'maintenances.notice.until': 'Expected to end {{end}}.',
  'maintenances.notice.dismiss': 'Dismiss',
  'maintenances.notice.dismissLabel': 'Dismiss the planned maintenance notice “{{title}}” for this session',
} as const;
