import type { Lang } from '#contract/languages'

/** Where a console page lives: /{lang}/staff/ and the rest of its path. */
export const staffPage = (lang: Lang, path: string) => ({ to: '/$lang/staff/$', params: { lang, _splat: path } }) as const
