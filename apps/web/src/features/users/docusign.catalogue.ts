import { docusignMessages } from '@advice/domain';

/** Texts of the "Document signing" section of account settings (en-GB); the rules' messages come from the domain. */
export const docusignCatalogue = {
  ...docusignMessages,
  'docusign.title': 'Document signing',
  'docusign.description':
    'Connect your DocuSign account to send documents for signature through DocuSign. You can connect more than one account and choose one for each document.',
  'docusign.none': 'No DocuSign account is connected yet.',
  'docusign.listLabel': 'Connected DocuSign accounts',
  'docusign.connectedOn': 'Connected on {{date}}',
  'docusign.connect': 'Connect DocuSign',
  'docusign.connectAnother': 'Connect another DocuSign account',
  'docusign.connecting': 'Connecting your DocuSign account…',
  'docusign.disconnect': 'Disconnect',
  'docusign.disconnectNamed': 'Disconnect {{name}}',
  'docusign.disconnectTitle': 'Disconnect this DocuSign account?',
  'docusign.disconnectText':
    'The portal will forget {{name}} ({{email}}). Documents already sent through it stay in DocuSign, but their progress will no longer update here.',
  'docusign.keep': 'Keep it connected',
  'docusign.loadFailed': 'Your DocuSign accounts could not be loaded. Reload the page to try again.',
} as const;
