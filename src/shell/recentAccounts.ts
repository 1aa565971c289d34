/**
 * Usernames that signed in on this browser, newest first, at most 5 (spec §9). They outlive
 * logout on purpose: they feed the pick-an-account list of the next sign-in.
 */
const KEY = 'eventdesk.recentAccounts'
export const MAX_RECENT_ACCOUNTS = 5

export function recentAccounts(): string[] {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown
    return Array.isArray(value)
      ? value.filter((v): v is string => typeof v === 'string').slice(0, MAX_RECENT_ACCOUNTS)
      : []
  } catch {
    return []
  }
}

function save(list: string[]) {
  localStorage.setItem(KEY, JSON.stringify(list.slice(0, MAX_RECENT_ACCOUNTS)))
}

export function rememberAccount(username: string) {
  const name = username.trim()
  if (!name) return
  save([name, ...recentAccounts().filter((a) => a.toLowerCase() !== name.toLowerCase())])
}

export function forgetAccount(username: string) {
  save(recentAccounts().filter((a) => a !== username))
}
