import type { Lang } from '#contract/languages'
import { nameInOrder } from '#contract/person-name'
import type { Profile } from '#contract/schemas/profile'

/** The name in its script's order; in Chinese, the Chinese name where the member gave one. */
export function fullName(
  profile: Pick<Profile, 'firstName' | 'lastName' | 'chineseName' | 'chineseSurname'>,
  lang: Lang,
): string {
  const chinese = `${profile.chineseSurname ?? ''}${profile.chineseName ?? ''}`
  if (lang !== 'en' && chinese !== '') return chinese
  return nameInOrder(profile.firstName, profile.lastName)
}
