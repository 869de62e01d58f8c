import { applyForParking, applyForUpgradeInEnglish, decideApplication } from './support/applications.ts'
import { createMember, expect, logIn, test } from './support/fixtures.ts'
import { chunkMarkers } from './support/held-scripts.ts'
import { parkingTexts } from './support/parking-texts.ts'

/**
 * A press on a form's button is never lost: a form does not appear until the fields it shows
 * have loaded, since a field arriving late pushes the button down, and a press begun on the
 * button then ends beside it, without a word (the intermittent "Save did nothing").
 */
test('a member edits an approved parking privilege while the document field is slow to arrive, and Save sends the change (sc) @phone', async ({
  page,
  baseURL,
  holdScript,
}) => {
  const t = parkingTexts.sc
  const member = await createMember({ tier: 'privilege' })
  const { plate } = await applyForParking(baseURL!, member)
  await decideApplication(member.clubMemberId, 'parking', 'approve')
  const uploadField = await holdScript(chunkMarkers.uploadField)
  await logIn(page, 'sc', member)
  await page.goto('/sc/my-account/updateParking')

  // The form says it is loading; there is no Save yet for a press to begin on.
  await expect(page.getByRole('status').filter({ hasText: '加载中…' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: t.plate })).toHaveCount(0)
  await expect(page.getByRole('button', { name: t.save })).toHaveCount(0)

  uploadField.release()
  await expect(page.getByRole('textbox', { name: t.plate })).toHaveValue(plate)
  await expect(page.getByRole('listitem').filter({ hasText: '文件 1' })).toBeVisible()
  await page.getByRole('textbox', { name: t.model }).fill('Honda Jazz')
  await page.getByRole('checkbox', { name: t.confirm }).check()
  await page.getByRole('button', { name: t.save }).click()
  await expect(page).toHaveURL('/sc/my-account/sinoParking')
  // The approved privilege stays in force while the change is reviewed.
  await expect(page.getByRole('heading', { name: t.approved })).toBeVisible()
  await expect(page.getByRole('region', { name: t.changeTitle })).toContainText('Honda Jazz')
})

test('a member ticks Owner on the upgrade form while its estate search and document fields are slow to arrive: Submit says the form is still loading, then sends it (en)', async ({
  page,
  holdScript,
}) => {
  const member = await createMember()
  await logIn(page, 'en', member)
  // Held from here: the page opened below loads every script afresh, through the holds.
  const estateSearch = await holdScript(chunkMarkers.searchSelectField)
  const uploadField = await holdScript(chunkMarkers.uploadField)
  await page.goto('/en/my-account/membershipUpgrade')

  // The form's first showing holds no field that loads late; the choice shows two.
  await page.getByRole('checkbox', { name: 'Owner' }).check()
  await page.getByRole('button', { name: 'Submit application' }).click()
  await expect(page.getByText('The form is still loading. Please try again in a moment.')).toBeVisible()
  await expect(page).toHaveURL('/en/my-account/membershipUpgrade')

  estateSearch.release()
  uploadField.release()
  await applyForUpgradeInEnglish(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Your application to upgrade to Privilege' })).toBeVisible()
})
