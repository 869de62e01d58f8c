import { describe, expect, it } from 'vitest'
import en from '#client/features/info-pages/content/en.ts'
import sc from '#client/features/info-pages/content/sc.ts'
import tc from '#client/features/info-pages/content/tc.ts'
import { infoPageSlugs, type InfoPageText } from '#client/features/info-pages/info-page-content.ts'

/** Every text of a page, in reading order. */
const texts = (page: InfoPageText): string[] => [
  page.title,
  page.summary,
  ...page.sections.flatMap((section) => [
    section.heading,
    ...(section.paragraphs ?? []),
    ...(section.points ?? []),
    ...(section.table ? [section.table.caption, ...section.table.columns, ...section.table.rows.flat()] : []),
    ...(section.links ?? []).map((link) => link.label),
  ]),
]

describe('information pages', () => {
  it.each(infoPageSlugs)('%s says the same things in the three languages', (slug) => {
    const shape = (page: InfoPageText) =>
      page.sections.map((s) => [
        s.paragraphs?.length ?? 0,
        s.points?.length ?? 0,
        s.table?.rows.length ?? 0,
        s.links?.map((l) => l.corporatePath),
      ])
    expect(shape(tc[slug])).toEqual(shape(en[slug]))
    expect(shape(sc[slug])).toEqual(shape(en[slug]))
  })

  it.each(infoPageSlugs)('%s is written in Chinese in tc and sc, not copied from English', (slug) => {
    for (const chinese of [tc[slug], sc[slug]]) {
      const english = new Set(texts(en[slug]))
      for (const text of texts(chinese).filter((t) => t !== '' && t !== '—')) {
        expect(english.has(text), text).toBe(false)
        expect(text, text).toMatch(/[\u3400-\u9fff]/)
      }
    }
  })

  it('states the membership rules of the spec', () => {
    const all = (content: typeof en) => infoPageSlugs.flatMap((slug) => texts(content[slug])).join('\n')
    expect(all(en)).toMatch(/HK\$80/)
    expect(all(en)).toMatch(/4 to 6 weeks/)
    expect(all(en)).toMatch(/7 working days/)
    expect(all(en)).toMatch(/25%/)
    expect(all(en)).toMatch(/within the last three months/)
    expect(all(tc)).toMatch(/港幣80元/)
    expect(all(sc)).toMatch(/港币80元/)
  })
})
