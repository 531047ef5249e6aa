/**
 * The seeded test carrier accounts (listed in the README). `sub` is the stable carrier subject
 * the member API stores as `daccountEntryUserId`; the login id and password are what a tester
 * types (or picks) on the stand-in's login page.
 */
export interface CarrierAccount {
  /** Login id shown on the page (the real carrier uses an id or a phone number). */
  loginId: string;
  password: string;
  /** The carrier's subject identifier: the ID token's `sub`. */
  sub: string;
  /** Released with scope claim_all. */
  nickname: string;
  birthdate: string;
  email: string;
  phoneNumber: string;
  /** Short Japanese note for testers: what the account is meant for. */
  purpose: string;
}

export const CARRIER_ACCOUNTS: readonly CarrierAccount[] = Object.freeze([
  {
    loginId: 'dtest01',
    password: 'dpass-0001',
    sub: 'dac-sub-0000000001',
    nickname: 'さくら',
    birthdate: '1948-04-01',
    email: 'dtest01@carrier.example',
    phoneNumber: '090-0000-0001',
    purpose: '新規登録（かんたん）用',
  },
  {
    loginId: 'dtest02',
    password: 'dpass-0002',
    sub: 'dac-sub-0000000002',
    nickname: 'たろう',
    birthdate: '1952-11-23',
    email: 'dtest02@carrier.example',
    phoneNumber: '090-0000-0002',
    purpose: '新規登録（プロフィール入力）用',
  },
  {
    loginId: 'dtest03',
    password: 'dpass-0003',
    sub: 'dac-sub-0000000003',
    nickname: 'はなこ',
    birthdate: '1945-01-15',
    email: 'dtest03@carrier.example',
    phoneNumber: '090-0000-0003',
    purpose: 'ログイン・登録済み確認用',
  },
  {
    loginId: 'dtest04',
    password: 'dpass-0004',
    sub: 'dac-sub-0000000004',
    nickname: 'じろう',
    birthdate: '1950-07-07',
    email: 'dtest04@carrier.example',
    phoneNumber: '090-0000-0004',
    purpose: '連携（プロフィールから）用',
  },
  {
    loginId: 'dtest05',
    password: 'dpass-0005',
    sub: 'dac-sub-0000000005',
    nickname: 'ゆき',
    birthdate: '1939-12-31',
    email: 'dtest05@carrier.example',
    phoneNumber: '090-0000-0005',
    purpose: '本会員登録（authregister）用',
  },
  {
    loginId: 'dtest06',
    password: 'dpass-0006',
    sub: 'dac-sub-0000000006',
    nickname: 'まつ',
    birthdate: '1955-03-03',
    email: 'dtest06@carrier.example',
    phoneNumber: '090-0000-0006',
    purpose: '予備',
  },
]);

export function findCarrierAccountByLogin(loginId: string): CarrierAccount | undefined {
  return CARRIER_ACCOUNTS.find((account) => account.loginId === loginId.trim());
}

export function findCarrierAccountBySub(sub: string): CarrierAccount | undefined {
  return CARRIER_ACCOUNTS.find((account) => account.sub === sub);
}

/** The password check of the login page: undefined unless the id and password both match. */
export function authenticateCarrier(loginId: string, password: string): CarrierAccount | undefined {
  const account = findCarrierAccountByLogin(loginId);
  return account && account.password === password ? account : undefined;
}
