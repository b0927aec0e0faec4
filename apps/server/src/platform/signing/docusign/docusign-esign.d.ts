/**
 * docusign-esign 10 ships no types (the @types package describes the 5.x line): these are the calls the
 * engine makes of it, as its sources define them.
 */
declare module 'docusign-esign' {
  export class ApiClient {
    constructor(options?: { basePath?: string });
    setBasePath(basePath: string): void;
    addDefaultHeader(header: string, value: string): void;
  }

  export class EnvelopesApi {
    constructor(client: ApiClient);
    createEnvelope(accountId: string, options: { envelopeDefinition: object }): Promise<{ envelopeId?: string; status?: string }>;
    getEnvelope(accountId: string, envelopeId: string, options?: object): Promise<Record<string, unknown>>;
    listRecipients(accountId: string, envelopeId: string, options?: object): Promise<Record<string, unknown>>;
    getDocument(accountId: string, envelopeId: string, documentId: string, options?: { certificate?: string }): Promise<Buffer | string>;
    update(accountId: string, envelopeId: string, options: { envelope: object }): Promise<Record<string, unknown>>;
  }

  const docusign: { ApiClient: typeof ApiClient; EnvelopesApi: typeof EnvelopesApi };
  export default docusign;
}
