/** Texts of batch creation of packs for many clients (en-GB). */
export const caseBatchCatalogue = {
  'caseBatch.documentPacks.title': 'Document packs for many clients',
  'caseBatch.documentPacks.lead': 'Send the same document pack, with its cover note and documents, to each client you choose.',
  'caseBatch.documentPacks.link': 'Document packs for many clients',
  'caseBatch.recommendationPacks.title': 'Recommendation packs for many clients',
  'caseBatch.recommendationPacks.lead':
    'Prepare the same recommendation pack, with its cover note and documents, for each client you choose. Each pack starts as prepared, for you to send.',
  'caseBatch.recommendationPacks.link': 'Recommendation packs for many clients',
  'caseBatch.back': 'Back to clients',
  'caseBatch.featureOffTitle': 'Not available',
  'caseBatch.documentPacks.featureOff':
    'Document packs are turned off for this practice. A director can turn them on in the practice settings.',
  'caseBatch.recommendationPacks.featureOff':
    'Recommendation packs are turned off for this practice. A director can turn them on in the practice settings.',
  'caseBatch.staffOnly': 'Only the practice’s staff create packs for clients.',

  'caseBatch.pack': 'The pack',
  'caseBatch.name': 'Name of each pack',
  'caseBatch.coverNote': 'Cover note',
  'caseBatch.coverNoteHint': 'Each client reads this with their pack.',

  'caseBatch.clientsHint': 'Search by name or e-mail (at least 3 characters), then tick each client who should get a pack.',
  'caseBatch.noClientsYet': 'There are no clients yet. Create clients first, then come back to send them packs.',

  'caseBatch.documents': 'Documents (optional)',
  'caseBatch.documentsHint':
    'Copy documents already uploaded to one of your cases into every pack, or upload a new document once for all of them, each with a note for the client. Leave this empty to add documents to each pack later.',
  'caseBatch.sourceCase': 'Take documents from the case',
  'caseBatch.chooseCase': 'Choose a case',
  'caseBatch.caseOption': '{{name}} ({{client}})',
  'caseBatch.caseDocuments': 'Documents of this case',
  'caseBatch.caseHasNone': 'This case has no documents. Choose another case.',
  'caseBatch.addDocument': 'Add {{name}}',
  'caseBatch.add': 'Add',
  'caseBatch.added': 'Added',
  'caseBatch.chosenDocuments': 'Documents in each pack',
  'caseBatch.documentNote': 'Note for the client on {{name}}',
  'caseBatch.noDocuments': 'No documents chosen: the packs start empty.',
  'caseBatch.documentsMax': 'A pack can take at most {{max}} documents at once.',
  'caseBatch.uploadNew': 'Upload a new document',
  'caseBatch.uploadTitle': 'Upload a new document',
  'caseBatch.uploadHint': 'Uploaded once, it goes into every pack; it is kept for you for 24 hours until you create the packs.',
  'caseBatch.uploadAndAdd': 'Upload and add',
  'caseBatch.uploadedMeta': 'New upload · {{category}} · {{size}}',

  'caseBatch.submit_one': 'Create the pack for {{count}} client',
  'caseBatch.submit_other': 'Create packs for {{count}} clients',
  'caseBatch.submitNone': 'Create packs',
  'caseBatch.working_one': 'Creating the pack for {{count}} client…',
  'caseBatch.working_other': 'Creating packs for {{count}} clients…',

  'caseBatch.result': 'Result',
  'caseBatch.createdTitle_one': 'Created for {{count}} client',
  'caseBatch.createdTitle_other': 'Created for {{count}} clients',
  'caseBatch.refusedTitle_one': 'Refused for {{count}} client',
  'caseBatch.refusedTitle_other': 'Refused for {{count}} clients',
  'caseBatch.allCreated': 'Every pack was created.',
  'caseBatch.noneCreated': 'No pack was created. The reasons are below.',
  'caseBatch.openCase': 'Open the pack',
  'caseBatch.unknownClient': 'Client {{id}}',
  'caseBatch.again': 'Create more packs',
  'caseBatch.toClients': 'Back to clients',
} as const;
