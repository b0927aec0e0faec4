import type { Db, Tx } from '../../../db/client.ts';
import type { SealingKey } from './signing-pdf.ts';

/**
 * The practice's sealing key: the configured one (SEALING_P12_PATH and SEALING_P12_PASSPHRASE), else the
 * one made for the practice at first use (self-signed, named for the practice) and kept in
 * `practice_sealing_keys`. INTERFACE AGREED BETWEEN HELPERS: the body is being written; the signature stays.
 */
export async function sealingKeyOf(_db: Db | Tx, _practice: { id: string; name: string }): Promise<SealingKey> {
  throw new Error('not written yet');
}
