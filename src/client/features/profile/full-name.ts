import type { Lang } from '#contract/languages'
import type { Profile } from '#contract/schemas/profile'

/** English name order in English; the Chinese name, where the member gave one, in Chinese. */
export function fullName(
  profile: Pick<Profile, 'firstName' | 'lastName' | 'chineseName' | 'chineseSurname'>,
  lang: Lang,
): string {
  const chinese = `${profile.chineseSurname ?? ''}${profile.chineseName ?? ''}`
  if (lang !== 'en' && chinese !== '') return chinese
  return `${profile.firstName} ${profile.lastName}`
}
