/**
 * The seeded accounts of the older community service (らくらくコミュニティ), as its old data
 * really is: birthdays with '-00' parts or blank, blank nicknames and phones, a locked account,
 * one whose password was never set (unknown). Listed in the README. A restart reseeds them.
 */
export interface LegacyAccountSeed {
  /** The older service's own member id (the hub's `rakuUid`). */
  uid: string;
  /** Registration number (登録番号, the hub's `rakucomId`). */
  rakucomId: string;
  /** null: never set, unknown to everybody (only the phone app's token or phone+model sign it in). */
  password: string | null;
  /** Phone number as stored ('' when missing). */
  telno: string;
  /** Phone model number as stored ('' when missing). */
  modelno: string;
  nickname: string;
  /** As stored: 'YYYY-MM-DD', sometimes with '-00' parts, sometimes ''. */
  birthday: string;
  locked: boolean;
  /** Short Japanese note for testers. */
  purpose: string;
}

export const LEGACY_ACCOUNTS: readonly LegacyAccountSeed[] = Object.freeze([
  {
    uid: 'RK-0000001',
    rakucomId: '10000001',
    password: 'raku1234',
    telno: '09011110001',
    modelno: 'F-01L',
    nickname: 'みどり',
    birthday: '1950-05-05',
    locked: false,
    purpose: '標準（そろったデータ）',
  },
  {
    uid: 'RK-0000002',
    rakucomId: '10000002',
    password: 'kantan22',
    telno: '09011110002',
    modelno: 'F-42A',
    nickname: '',
    birthday: '1947-00-00',
    locked: false,
    purpose: 'ニックネーム空・誕生日「-00」',
  },
  {
    uid: 'RK-0000003',
    rakucomId: '10000003',
    password: 'hello333',
    telno: '090-1111-0003',
    modelno: 'F-03K',
    nickname: 'ひろし',
    birthday: '1960-08-00',
    locked: false,
    purpose: '誕生日の日が「-00」・電話番号にハイフン',
  },
  {
    uid: 'RK-0000004',
    rakucomId: '10000004',
    password: 'abc12345',
    telno: '',
    modelno: '',
    nickname: 'ふみえ',
    birthday: '',
    locked: false,
    purpose: '電話番号・機種・誕生日が空',
  },
  {
    uid: 'RK-0000005',
    rakucomId: '10000005',
    password: 'lock5555',
    telno: '09011110005',
    modelno: 'F-01L',
    nickname: 'ていし',
    birthday: '1944-02-02',
    locked: true,
    purpose: '利用停止（ロック）中',
  },
  {
    uid: 'RK-0000006',
    rakucomId: '10000006',
    password: null,
    telno: '09011110006',
    modelno: 'F-02J',
    nickname: 'かずお',
    birthday: '1938-10-10',
    locked: false,
    purpose: 'パスワード不明（設定されていない）',
  },
  {
    uid: 'RK-0000007',
    rakucomId: '10000007',
    password: 'game7777',
    telno: '09011110007',
    modelno: 'F-01L',
    nickname: 'ゲーム好き',
    birthday: '1952-12-12',
    locked: false,
    purpose: 'ゲーム登録用',
  },
  {
    uid: 'RK-0000008',
    rakucomId: '10000008',
    password: 'pay88888',
    telno: '09011110008',
    modelno: 'F-42A',
    nickname: 'ポイント',
    birthday: '1949-09-09',
    locked: false,
    purpose: 'ポイント交換（プッシュ通知トークン）用',
  },
]);
