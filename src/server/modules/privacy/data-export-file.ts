import { nameInOrder } from '#contract/person-name'
import type { Consents } from '#contract/schemas/privacy'
import { consentsOfRow } from './consents.ts'
import type { MemberData, SectionName } from './member-data.ts'

type Row = Record<string, unknown>

/** The copy of a member's data as the JSON file holds it (the HTML file shows the same). */
export interface MemberDataFile {
  format: 'sino-club-member-data/1'
  preparedAt: string
  clubMemberId: string
  name: string
  consents: Consents
  sections: Record<SectionName, Row[]>
  auditEntries: Row[]
}

/** Dates as ISO strings, so the file reads the same wherever it is opened. */
const plain = (rows: Row[]): Row[] =>
  rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v])))

/** The member's data as one file: each document with the call that downloads it. */
export function memberDataFile(data: MemberData, preparedAt: Date): MemberDataFile {
  const profile = data.sections.profile[0] as Parameters<typeof consentsOfRow>[0] & Row
  const sections = Object.fromEntries(Object.entries(data.sections).map(([name, rows]) => [name, plain(rows)])) as Record<
    SectionName,
    Row[]
  >
  sections.documents = sections.documents.map((row) => ({ ...row, download: `/api/uploadedFile/${String(row.id)}` }))
  return {
    format: 'sino-club-member-data/1',
    preparedAt: preparedAt.toISOString(),
    clubMemberId: String(profile.clubMemberId),
    name: nameInOrder(String(profile.firstName), String(profile.lastName)),
    consents: consentsOfRow(profile),
    sections,
    auditEntries: plain(data.auditEntries),
  }
}
