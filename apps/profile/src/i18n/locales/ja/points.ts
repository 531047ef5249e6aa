// The bonus-point message of the membership variant (profile §2 "shop of device purchase plus a
// bonus-point message"; the spec shows no words: ours).
export const points = {
  bonus: {
    items: '{{items}}を入力すると、それぞれポイントがもらえます。',
    allItems: '5つの項目をすべて入力すると、ボーナスポイントもあります。',
    onlyAll: '5つの項目をすべて入力すると、ボーナスポイントがもらえます。',
  },
  separator: '・',
} as const;
