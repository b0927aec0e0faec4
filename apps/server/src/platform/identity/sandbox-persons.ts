import type { VerificationAuthority } from '@advice/domain';

/**
 * The sandbox's test persons: made up, each filling every field its authority returns, so a tester sees the
 * whole of what a real verification brings back. Their claims have the authority's own shapes (Myinfo v5 for
 * Singpass, the eID profile for iAM Smart), so the same reading serves the sandbox and the real authority.
 */
export type SandboxPerson = {
  /** The account id at the sandbox, and the `sub` it issues. */
  sub: string;
  /** How the sign-in page lists the person. */
  label: string;
  idNumber: string;
  summary: string;
  claims: Record<string, unknown>;
};

const value = (text: string) => ({ value: text });
const code = (codeValue: string, desc: string) => ({ code: codeValue, desc });

function myinfo(person: {
  fin: string;
  uuid: string;
  name: string;
  alias: string;
  pinyin: string;
  pinyinAlias: string;
  marriedName: string;
  sex: [string, string];
  dob: string;
  nationality: [string, string];
  birthCountry: [string, string];
  passType: [string, string];
  passStatus: string;
  passExpiry: string;
  address: { block: string; building: string; floor: string; unit: string; street: string; postal: string };
}): SandboxPerson {
  const { address } = person;
  return {
    sub: `s=${person.fin},u=${person.uuid}`,
    label: person.name,
    idNumber: person.fin,
    summary: `${person.passType[1]}, born ${person.dob}`,
    claims: {
      uinfin: value(person.fin),
      name: value(person.name),
      aliasname: value(person.alias),
      hanyupinyinname: value(person.pinyin),
      hanyupinyinaliasname: value(person.pinyinAlias),
      marriedname: value(person.marriedName),
      sex: code(...person.sex),
      dob: value(person.dob),
      nationality: code(...person.nationality),
      birthcountry: code(...person.birthCountry),
      passtype: code(...person.passType),
      passstatus: value(person.passStatus),
      passexpirydate: value(person.passExpiry),
      regadd: {
        type: 'SG',
        block: value(address.block),
        building: value(address.building),
        floor: value(address.floor),
        unit: value(address.unit),
        street: value(address.street),
        postal: value(address.postal),
        country: code('SG', 'SINGAPORE'),
      },
    },
  };
}

function eidProfile(person: {
  sub: string;
  id: [string, string];
  englishName: string;
  chineseName: string;
  birthDate: string;
  gender: 'M' | 'F';
  address: { unit: string; floor: string; block: string; building: string; street: string; district: string; region: string };
}): SandboxPerson {
  const idNumber = `${person.id[0]}(${person.id[1]})`;
  return {
    sub: person.sub,
    label: `${person.englishName} ${person.chineseName}`,
    idNumber,
    summary: `Born ${person.birthDate.slice(0, 4)}-${person.birthDate.slice(4, 6)}-${person.birthDate.slice(6)}, ${person.address.district}`,
    claims: {
      idNo: { Identification: person.id[0], CheckDigit: person.id[1] },
      enName: { UnstructuredName: person.englishName },
      chName: { ChineseName: person.chineseName },
      birthDate: person.birthDate,
      gender: person.gender,
      residentialAddress: person.address,
    },
  };
}

export const sandboxPersons: Record<VerificationAuthority, readonly SandboxPerson[]> = {
  singpass: [
    myinfo({
      fin: 'G5996852M',
      uuid: '2b1f5c6e-7d3a-4e9b-8c1d-5a6f7e8d9c01',
      name: 'CHEN MEI LING',
      alias: 'MAY CHEN',
      pinyin: 'CHEN MEILING',
      pinyinAlias: 'CHEN MEI',
      marriedName: 'LIM MEI LING',
      sex: ['F', 'FEMALE'],
      dob: '1990-03-14',
      nationality: ['CN', 'CHINESE'],
      birthCountry: ['CN', 'CHINA'],
      passType: ['P1Pass', 'Employment Pass'],
      passStatus: 'Live',
      passExpiry: '2027-08-31',
      address: { block: '102', building: 'BEDOK NORTH VIEW', floor: '09', unit: '131', street: 'BEDOK NORTH AVENUE 4', postal: '460102' },
    }),
    myinfo({
      fin: 'F1612347K',
      uuid: '6c2e8a1d-3f4b-4c5d-9e6f-7a8b9c0d1e02',
      name: 'RAJESH KUMAR S/O SUBRAMANIAM',
      alias: 'RAJ KUMAR',
      pinyin: 'LA JIE SHI',
      pinyinAlias: 'LA JIE',
      marriedName: 'RAJESH KUMAR',
      sex: ['M', 'MALE'],
      dob: '1984-11-02',
      nationality: ['IN', 'INDIAN'],
      birthCountry: ['IN', 'INDIA'],
      passType: ['SPass', 'S Pass'],
      passStatus: 'Live',
      passExpiry: '2026-12-15',
      address: { block: '25', building: 'THE TAMPINES TRILLIANT', floor: '14', unit: '07', street: 'TAMPINES STREET 86', postal: '528546' },
    }),
    myinfo({
      fin: 'G7314285T',
      uuid: '9d4f1b2c-5e6a-4b7c-8d9e-0f1a2b3c4d03',
      name: 'NGUYEN THI HOA',
      alias: 'HOA NGUYEN',
      pinyin: 'RUAN SHI HUA',
      pinyinAlias: 'RUAN HUA',
      marriedName: 'TAN THI HOA',
      sex: ['F', 'FEMALE'],
      dob: '1995-07-21',
      nationality: ['VN', 'VIETNAMESE'],
      birthCountry: ['VN', 'VIETNAM'],
      passType: ['DPass', 'Dependant’s Pass'],
      passStatus: 'Live',
      passExpiry: '2028-02-29',
      address: { block: '8', building: 'MARINA ONE RESIDENCES', floor: '23', unit: '11', street: 'MARINA WAY', postal: '018985' },
    }),
  ],
  iamSmart: [
    eidProfile({
      sub: 'iamsmart-chan-tai-man',
      id: ['A123456', '3'],
      englishName: 'CHAN, Tai Man',
      chineseName: '陳大文',
      birthDate: '19850102',
      gender: 'M',
      address: {
        unit: 'Flat A',
        floor: '12/F',
        block: 'Block 1',
        building: 'Harbour View Garden',
        street: '10 Harbour Road',
        district: 'Wan Chai',
        region: 'Hong Kong',
      },
    }),
    eidProfile({
      sub: 'iamsmart-wong-siu-ling',
      id: ['Y654321', '0'],
      englishName: 'WONG, Siu Ling',
      chineseName: '黃小玲',
      birthDate: '19921120',
      gender: 'F',
      address: {
        unit: 'Room 1203',
        floor: '12/F',
        block: 'Tower 2',
        building: 'Grand Central Plaza',
        street: '138 Shatin Rural Committee Road',
        district: 'Sha Tin',
        region: 'New Territories',
      },
    }),
    eidProfile({
      sub: 'iamsmart-lee-ka-fai',
      id: ['K112233', '5'],
      englishName: 'LEE, Ka Fai',
      chineseName: '李家輝',
      birthDate: '19780715',
      gender: 'M',
      address: {
        unit: 'Flat 8',
        floor: '3/F',
        block: 'Block B',
        building: 'Nathan Court',
        street: '28 Nathan Road',
        district: 'Tsim Sha Tsui',
        region: 'Kowloon',
      },
    }),
  ],
};

/** Each authority's scopes and the claims each releases: Singpass names one claim per scope, iAM Smart one profile scope. */
export const sandboxScopeClaims: Record<VerificationAuthority, Record<string, string[]>> = {
  singpass: Object.fromEntries(
    [
      'uinfin',
      'name',
      'aliasname',
      'hanyupinyinname',
      'hanyupinyinaliasname',
      'marriedname',
      'sex',
      'dob',
      'nationality',
      'birthcountry',
      'passtype',
      'passstatus',
      'passexpirydate',
      'regadd',
    ].map((claim) => [claim, [claim]]),
  ),
  iamSmart: { eidapi_profile: ['idNo', 'enName', 'chName', 'birthDate', 'gender', 'residentialAddress'] },
};

export function findSandboxPerson(authority: VerificationAuthority, sub: string): SandboxPerson | undefined {
  return sandboxPersons[authority].find((person) => person.sub === sub);
}
