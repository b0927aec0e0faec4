import {
  type IamSmartDetails,
  type SingpassDetails,
  type VerificationAuthority,
  type VerificationDetails,
  verificationDetailMax,
} from '@advice/domain';

/*
 * What each authority returns about a person, read into the details the product keeps (spec 3 §3). Claims are
 * read loosely: an authority may leave any of them out, so each reads as '' when it is missing or not text.
 *
 * Singpass returns Myinfo v5 person data: `{ value }` items, `{ code, desc }` code tables, and `regadd` (a
 * Singapore address by block, street, floor, unit and postal code, or unformatted lines). iAM Smart returns its
 * eID profile: `idNo` (number and check digit), `enName`, `chName`, `birthDate` (YYYYMMDD), `gender` and a
 * `residentialAddress` by its parts.
 */

type Claims = Record<string, unknown>;

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim().slice(0, verificationDetailMax) : typeof value === 'number' ? String(value) : '';
}

function recordOf(value: unknown): Claims {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Claims) : {};
}

/** A Myinfo item's value: `{ value }`, else a code table's description (`{ code, desc }`), else plain text. */
function item(value: unknown): string {
  if (typeof value !== 'object' || value === null) return text(value);
  const record = recordOf(value);
  return text(record.value) || text(record.desc) || text(record.code);
}

function joined(parts: readonly string[], separator = ', '): string {
  return parts
    .filter((part) => part !== '')
    .join(separator)
    .slice(0, verificationDetailMax);
}

/** A Myinfo `regadd`: "102 BEDOK NORTH AVENUE 4, #09-131, SINGAPORE 460102", or its unformatted lines. */
function singaporeAddress(value: unknown): string {
  const address = recordOf(value);
  if (address.type === 'Unformatted') return joined([item(address.line1), item(address.line2)]);
  const floor = item(address.floor);
  const unit = item(address.unit);
  const country = item(address.country) || 'SINGAPORE';
  const postal = item(address.postal);
  return joined([
    joined([item(address.block), item(address.street)], ' '),
    floor || unit ? `#${floor}-${unit}` : '',
    item(address.building),
    joined([country, postal], ' '),
  ]);
}

/** The Singpass (Myinfo) person data as the product keeps it; `uid` falls back to the subject's `s=` part. */
export function singpassDetailsOf(claims: Claims): SingpassDetails {
  const subjectUid = /(?:^|,)s=([^,]+)/u.exec(text(claims.sub))?.[1] ?? '';
  return {
    authority: 'singpass',
    uid: item(claims.uinfin) || subjectUid,
    name: item(claims.name),
    alias: item(claims.aliasname),
    hanyu_pinyin_name: item(claims.hanyupinyinname),
    hanyu_pinyin_alias: item(claims.hanyupinyinaliasname),
    married_name: item(claims.marriedname),
    sex: item(claims.sex),
    dob: item(claims.dob),
    nationality: item(claims.nationality),
    country_of_birth: item(claims.birthcountry),
    address: singaporeAddress(claims.regadd),
    pass_type: item(claims.passtype),
    pass_status: item(claims.passstatus),
    pass_expiry_date: item(claims.passexpirydate),
  };
}

const genders: Readonly<Record<string, string>> = { M: 'Male', F: 'Female', U: 'Unknown' };

/** '19850102' → '1985-01-02'; any other shape stays as it came. */
function isoDate(value: string): string {
  const match = /^(\d{4})(\d{2})(\d{2})$/u.exec(value);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : value;
}

/** An iAM Smart `idNo`: "A123456(3)". */
function hongKongIdentity(value: unknown): string {
  const id = recordOf(value);
  const number = text(id.Identification);
  const digit = text(id.CheckDigit);
  if (!number) return text(value);
  return digit ? `${number}(${digit})` : number;
}

/** An iAM Smart residential address by its parts, smallest first: "Flat A, 12/F, Block 1, Harbour View Garden, ...". */
function hongKongAddress(value: unknown): string {
  const address = recordOf(value);
  if (Object.keys(address).length === 0) return text(value);
  return joined(['unit', 'floor', 'block', 'building', 'street', 'district', 'region'].map((part) => text(address[part])));
}

/** The iAM Smart profile as the product keeps it. */
export function iamSmartDetailsOf(claims: Claims): IamSmartDetails {
  const gender = text(claims.gender);
  return {
    authority: 'iamSmart',
    uid: hongKongIdentity(claims.idNo),
    name: text(recordOf(claims.enName).UnstructuredName) || text(claims.enName),
    chinese_name: text(recordOf(claims.chName).ChineseName) || text(claims.chName),
    sex: genders[gender] ?? gender,
    dob: isoDate(text(claims.birthDate)),
    address: hongKongAddress(claims.residentialAddress),
  };
}

/** The details of one authority's claims. */
export function detailsOf(authority: VerificationAuthority, claims: Claims): VerificationDetails {
  return authority === 'singpass' ? singpassDetailsOf(claims) : iamSmartDetailsOf(claims);
}
