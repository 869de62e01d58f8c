import { eq } from 'drizzle-orm'
import { langs, type Lang } from '#contract/languages'
import type { Db } from '#server/db/database.ts'
import { countryCodes, languages, members } from '#server/db/schema.ts'

/**
 * Whom a message about a member goes to: their address and name, the language they chose
 * (English when they chose none), and how staff and their phone know them. The one reader of
 * these for e-mails, pushes and notices; inside a transaction it reads what that transaction sees.
 */
export interface Recipient {
  id: string
  clubMemberId: string
  firstName: string
  lastName: string
  emailAddress: string | null
  mobilePhone: string
  countryCodeContent: string
  lang: Lang
}

export async function findRecipient(db: Pick<Db, 'select'>, memberId: string): Promise<Recipient | undefined> {
  const [row] = await db
    .select({
      id: members.id,
      clubMemberId: members.clubMemberId,
      firstName: members.firstName,
      lastName: members.lastName,
      emailAddress: members.emailAddress,
      mobilePhone: members.mobilePhone,
      countryCodeContent: countryCodes.content,
      language: languages.language,
    })
    .from(members)
    .innerJoin(countryCodes, eq(countryCodes.id, members.countryCodeId))
    .leftJoin(languages, eq(languages.id, members.defaultLangId))
    .where(eq(members.id, memberId))
  if (!row) return undefined
  const { language, ...recipient } = row
  return { ...recipient, lang: langs.find((l) => l === language) ?? 'en' }
}
