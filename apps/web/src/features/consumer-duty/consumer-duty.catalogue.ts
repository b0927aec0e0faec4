/** This area's texts, en-GB; each figure's name and definition come with the pack, from the domain, as the downloads print them. */
export const consumerDutyCatalogue = {
  'consumerDuty.nav': 'Consumer Duty',
  'consumerDuty.title': 'Consumer Duty evidence',
  'consumerDuty.clientAction': 'Consumer Duty evidence',
  'consumerDuty.practiceLead':
    'What the practice delivered to its clients over a period, as the FCA’s Consumer Duty asks a firm to show: every figure counted from the audit trail, with the events it came from.',
  'consumerDuty.clientLead':
    'What the practice delivered to this client over a period, as the FCA’s Consumer Duty asks a firm to show: every figure counted from the audit trail, with the events it came from.',
  'consumerDuty.caption': '{{area}}, {{from}} to {{to}}',
  'consumerDuty.figure': 'Figure',
  'consumerDuty.value': 'Value',
  'consumerDuty.events': 'Events',
  'consumerDuty.appendix': 'Events the figures came from ({{count}})',
  'consumerDuty.appendixCaption': 'Events the figures came from, oldest first',
  'consumerDuty.appendixNone': 'No event of the period counts towards a figure.',
  'consumerDuty.time': 'Time',
  'consumerDuty.action': 'Action',
  'consumerDuty.client': 'Client',
  'consumerDuty.by': 'By',
  'consumerDuty.period': '{{from}} to {{to}} ({{days}} days)',
} as const;
