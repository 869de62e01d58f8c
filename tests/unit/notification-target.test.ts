import { describe, expect, it } from 'vitest'
import { openNotificationPage, type WindowLike } from '#client/pwa/notification-target.ts'

const origin = 'https://club.example'
const page = `${origin}/tc/my-account/submitted`

/** A window at `url` that records what is done to it; `controlled: false` cannot be navigated. */
function windowAt(url: string, { controlled = true } = {}) {
  const done: string[] = []
  const window: WindowLike = {
    url,
    focus: async () => done.push('focus'),
    navigate: async (to) => {
      done.push(`navigate ${to}`)
      return controlled ? window : null
    },
  }
  return { window, done }
}

function opener() {
  const opened: string[] = []
  return { opened, open: async (url: string) => opened.push(url) }
}

describe('a press on a notification', () => {
  it('brings forward the window already showing the page', async () => {
    const other = windowAt(`${origin}/tc/my-account/Profile`)
    const showing = windowAt(page)
    const { opened, open } = opener()
    expect(await openNotificationPage(page, origin, [other.window, showing.window], open)).toBe('focused')
    expect(showing.done).toEqual(['focus'])
    expect(other.done).toEqual([])
    expect(opened).toEqual([])
  })

  it('takes a window of the portal to the page when none shows it', async () => {
    const elsewhere = windowAt('https://other.example/')
    const portal = windowAt(`${origin}/tc/my-account/Profile`)
    const { opened, open } = opener()
    expect(await openNotificationPage(page, origin, [elsewhere.window, portal.window], open)).toBe('navigated')
    expect(portal.done).toEqual([`navigate ${page}`, 'focus'])
    expect(elsewhere.done).toEqual([])
    expect(opened).toEqual([])
  })

  it('opens a new window when no window of the portal can go there', async () => {
    const uncontrolled = windowAt(`${origin}/en/Login`, { controlled: false })
    const { opened, open } = opener()
    expect(await openNotificationPage(page, origin, [uncontrolled.window], open)).toBe('opened')
    expect(opened).toEqual([page])
    const none = opener()
    expect(await openNotificationPage(page, origin, [], none.open)).toBe('opened')
    expect(none.opened).toEqual([page])
  })

  it('opens the portal itself, never a page of another origin', async () => {
    const { opened, open } = opener()
    expect(await openNotificationPage('https://evil.example/x', origin, [], open)).toBe('opened')
    expect(opened).toEqual([`${origin}/`])
  })
})
