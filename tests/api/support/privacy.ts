import { eventually } from './eventually.ts'
import { bearer, type TestApp } from './test-app.ts'

export const myData = async (test: TestApp, token: string) =>
  (await test.app.inject({ method: 'GET', url: '/api/getMyData', headers: bearer(token) })).json().data

/** Asks for a copy of the member's data and waits for the job that prepares it. */
export async function preparedExport(test: TestApp, token: string): Promise<void> {
  const asked = await test.app.inject({ method: 'POST', url: '/api/requestDataExport', headers: bearer(token) })
  if (asked.statusCode !== 200) throw new Error(`the copy was not asked for: ${asked.body}`)
  await eventually(() => myData(test, token), { export: { status: 'ready' } })
}

export const exportFile = (test: TestApp, token: string, format: 'json' | 'html') =>
  test.app.inject({ method: 'GET', url: `/api/dataExport/${format}`, headers: bearer(token) })
