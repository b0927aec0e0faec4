import type { ApiClient, EnvelopesApi } from 'docusign-esign';
import { type SigningEngineApi, SigningEngineError } from '../signing-engine.ts';
import { envelopeDefinitionOf, envelopeStateOf } from './docusign-envelope.ts';

/** One DocuSign eSignature account: where its API lives (from userinfo), its id, and a live access token. */
export type DocusignAccountAccess = {
  baseUri: string;
  accountId: string;
  /** A token that is valid now: the caller refreshes an expired one with the refresh token. */
  accessToken: () => Promise<string>;
};

type Sdk = { ApiClient: typeof ApiClient; EnvelopesApi: typeof EnvelopesApi };
let sdk: Promise<Sdk> | undefined;

/** The SDK loads some 1,500 modules: only when DocuSign is first used. */
function loadSdk(): Promise<Sdk> {
  sdk ??= import('docusign-esign').then((module) => module.default);
  return sdk;
}

/**
 * Runs one SDK call. Its failures are axios errors that carry the request, bearer token included: only the
 * status goes on, never the error itself.
 */
async function call<T>(what: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const status = (error as { response?: { status?: unknown } } | null)?.response?.status;
    throw new SigningEngineError(`DocuSign ${what} failed`, typeof status === 'number' ? status : null);
  }
}

function asBuffer(body: Buffer | string): Buffer {
  return Buffer.isBuffer(body) ? body : Buffer.from(body, 'binary');
}

/** The engine on one DocuSign account, through the SDK's `ApiClient` and `EnvelopesApi` (REST v2.1). */
export function createDocusignEngine(account: DocusignAccountAccess): SigningEngineApi {
  const envelopes = async () => {
    const { ApiClient, EnvelopesApi } = await loadSdk();
    const client = new ApiClient({ basePath: `${account.baseUri}/restapi` });
    client.addDefaultHeader('Authorization', `Bearer ${await account.accessToken()}`);
    return new EnvelopesApi(client);
  };
  const { accountId } = account;

  return {
    async sendEnvelope(input) {
      const api = await envelopes();
      const summary = await call('create envelope', () =>
        api.createEnvelope(accountId, { envelopeDefinition: envelopeDefinitionOf(input) }),
      );
      if (!summary?.envelopeId) throw new SigningEngineError('DocuSign answered no envelope id', 201);
      return { externalId: summary.envelopeId };
    },
    async voidEnvelope(externalId, reason) {
      const api = await envelopes();
      await call('void envelope', () =>
        api.update(accountId, externalId, { envelope: { status: 'voided', voidedReason: reason.slice(0, 200) } }),
      );
    },
    async readEnvelope(externalId) {
      const api = await envelopes();
      const [envelope, recipients] = await Promise.all([
        call('get envelope', () => api.getEnvelope(accountId, externalId)),
        call('list recipients', () => api.listRecipients(accountId, externalId)),
      ]);
      const state = envelopeStateOf(envelope, recipients);
      if (!state) throw new SigningEngineError('DocuSign envelope answer not understood', 200);
      return state;
    },
    async fetchSignedPdf(externalId) {
      const api = await envelopes();
      return asBuffer(
        await call('get combined document', () => api.getDocument(accountId, externalId, 'combined', { certificate: 'false' })),
      );
    },
    async fetchCertificate(externalId) {
      const api = await envelopes();
      return asBuffer(await call('get certificate', () => api.getDocument(accountId, externalId, 'certificate')));
    },
  };
}
