import {
  type PracticeFigure,
  practiceFigureLabels,
  practiceFigures,
  type ReportPreset,
  reportPresetLabels,
  reportPresets,
  type UsageColumn,
  usageColumnLabels,
  usageColumns,
} from '@advice/domain';

const figureTexts = Object.fromEntries(
  practiceFigures.map((figure) => [`reports.figure.${figure}`, practiceFigureLabels[figure]]),
) as Record<`reports.figure.${PracticeFigure}`, string>;
const presetTexts = Object.fromEntries(reportPresets.map((preset) => [`reports.preset.${preset}`, reportPresetLabels[preset]])) as Record<
  `reports.preset.${ReportPreset}`,
  string
>;
const usageTexts = Object.fromEntries(usageColumns.map((column) => [`reports.usage.${column}`, usageColumnLabels[column]])) as Record<
  `reports.usage.${UsageColumn}`,
  string
>;

/** This area's texts, en-GB; the figures' names come from the domain, which the downloads print too. */
export const reportsCatalogue = {
  ...figureTexts,
  ...presetTexts,
  ...usageTexts,
  'reports.nav': 'Statistics',
  'reports.statistics.title': 'Practice statistics',
  'reports.statistics.lead': 'What happened in the practice over a period, counted from its audit trail, in all and by adviser.',
  'reports.preset.label': 'Period',
  'reports.preset.custom': 'Chosen dates',
  'reports.loadFailed': "We couldn't fetch the figures. Please try again later.",
  'reports.period': '{{from}} to {{to}}',
  'reports.figures.title': 'The period at a glance',
  'reports.figures.caption': 'Figures from {{from}} to {{to}}',
  'reports.figures.figure': 'Figure',
  'reports.figures.count': 'Count',
  'reports.onBooks': 'On the books now: {{clients}} clients and {{prospects}} prospects.',
  'reports.topUpAmounts': 'Top-ups requested: {{amounts}}.',
  'reports.topUpAmountsNone': 'No top-ups were requested.',
  'reports.casesByType.title': 'Cases opened by type',
  'reports.casesByType.type': 'Type',
  'reports.casesByStatus.title': 'Cases by status at the end of the period',
  'reports.casesByStatus.status': 'Status',
  'reports.casesByStatus.none': 'The practice had no cases by the end of the period.',
  'reports.cases': 'Cases',
  'reports.advisers.title': 'By adviser',
  'reports.advisers.lead': "Each client's events count for the client's adviser.",
  'reports.advisers.caption': 'Figures by adviser from {{from}} to {{to}}',
  'reports.advisers.adviser': 'Adviser',
  'reports.advisers.none': 'The practice has no advisers yet.',
  'reports.chartLoading': 'Drawing the chart…',
  'reports.more.title': 'Reports to download',
  'reports.monthly.title': 'Monthly activity report',
  'reports.monthly.lead':
    "A month's figures against the month before, by adviser, with the cases and top-ups: as a CSV or a PDF on the practice's letterhead.",
  'reports.monthly.month': 'Month',
  'reports.monthly.open': 'Read the monthly report',
  'reports.monthly.caption': '{{month}} against {{previous}}',
  'reports.monthly.change': 'Change',
  'reports.usage.title': 'Usage report',
  'reports.usage.lead': 'What each adviser, and each client who used the portal, did over a period.',
  'reports.usage.open': 'Read the usage report',
  'reports.usage.advisers': 'Advisers',
  'reports.usage.clients': 'Clients',
  'reports.usage.name': 'Name',
  'reports.usage.lastActive': 'Last active',
  'reports.usage.never': 'Not in this period',
  'reports.usage.noClients': 'No client used the portal in this period.',
  'reports.usage.caption': '{{group}} from {{from}} to {{to}}',
  'reports.downloadCsv': 'Download CSV',
  'reports.downloadPdf': 'Download PDF',
  'reports.backToStatistics': 'Back to the statistics',
  'reports.home.title': 'This month so far',
  'reports.home.lead': 'Against the whole of {{month}}.',
  'reports.home.lastMonth': '{{month}}: {{count}}',
  'reports.home.change': 'Change: {{change}}',
  'reports.home.open': 'Open the statistics',
} as const;
