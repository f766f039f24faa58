// The query key of the signed-in user, apart from get-me.ts so that start-up can write its fallback (§8)
// without loading the user's schemas before the first screen.
export const ME_KEY = ['me'] as const;
