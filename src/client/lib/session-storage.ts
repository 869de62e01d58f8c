/**
 * JSON values in the tab's session storage: a flow survives a reload but not the tab.
 * Storage can be refused (private modes, full disk); the value then lives in memory only.
 */
export function readSessionJson<T>(key: string): T | undefined {
  try {
    const raw = sessionStorage.getItem(key)
    return raw === null ? undefined : (JSON.parse(raw) as T)
  } catch {
    return undefined
  }
}

export function writeSessionJson(key: string, value: unknown): void {
  try {
    if (value === undefined) sessionStorage.removeItem(key)
    else sessionStorage.setItem(key, JSON.stringify(value))
  } catch {
    // Nothing to do: the value lives in memory for this page.
  }
}
