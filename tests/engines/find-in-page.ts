/**
 * What a member looks for on a page: an element by its role and accessible name, or by the text
 * it shows. Drivers without Playwright's locators (WebKit's WebDriver, Firefox over BiDi) run
 * {@link findScript} in the page to find it the way a person would, visible ones only.
 */
export interface Query {
  role?:
    | 'button'
    | 'link'
    | 'heading'
    | 'textbox'
    | 'img'
    | 'figure'
    | 'dialog'
    | 'listitem'
    | 'status'
    | 'alert'
    | 'navigation'
    | 'checkbox'
    | 'radio'
    | 'combobox'
    | 'region'
    | 'option'
    | 'file'
  /** The accessible name: a part of it (any case), all of it with `exact`, or a pattern. */
  name?: string | RegExp
  /** The text the element shows (its own, and its descendants'), as `name` matches. */
  text?: string | RegExp
  exact?: boolean
  /** Only an element a person can use now: not disabled (a page rendered ahead has its controls off until its script runs). */
  enabled?: boolean
  /** Only inside the element this finds. */
  within?: Query
}

export type SerialQuery = Omit<Query, 'name' | 'text' | 'within'> & {
  name?: string | { source: string; flags: string }
  text?: string | { source: string; flags: string }
  within?: SerialQuery
}

const serialMatch = (value: string | RegExp | undefined) =>
  value instanceof RegExp ? { source: value.source, flags: value.flags } : value

export const serialQuery = (query: Query): SerialQuery => ({
  ...query,
  name: serialMatch(query.name),
  text: serialMatch(query.text),
  within: query.within && serialQuery(query.within),
})

export const describeQuery = (query: Query): string =>
  [
    query.role,
    query.name && `"${String(query.name)}"`,
    query.text && `text "${String(query.text)}"`,
    query.within && `in ${describeQuery(query.within)}`,
  ]
    .filter(Boolean)
    .join(' ')

/**
 * A function's source, run in the page with the serial query as its argument: answers the first
 * visible element that matches, or null. Plain JavaScript: it is sent as text to every engine.
 */
export const findScript = String.raw`
function find(query, root) {
  root = root || document
  var norm = function (s) { return (s || '').replace(/\s+/g, ' ').trim() }
  var matches = function (want, got, exact) {
    if (want === undefined) return true
    got = norm(got)
    if (typeof want === 'string') return exact ? got === want : got.toLowerCase().indexOf(want.toLowerCase()) >= 0
    return new RegExp(want.source, want.flags).test(got)
  }
  var visible = function (el) {
    if (el.type === 'file' && el.tagName === 'INPUT') return true
    var style = getComputedStyle(el)
    if (style.visibility === 'hidden' || style.display === 'none') return false
    return el.getClientRects().length > 0
  }
  var textOf = function (el) {
    if (el.getAttribute && el.getAttribute('aria-hidden') === 'true') return ''
    if (el.nodeType === 3) return el.textContent
    if (el.nodeType !== 1) return ''
    var out = ''
    for (var i = 0; i < el.childNodes.length; i++) out += ' ' + textOf(el.childNodes[i])
    return out
  }
  var byIds = function (ids) {
    return ids.split(/\s+/).map(function (id) { var el = document.getElementById(id); return el ? textOf(el) : '' }).join(' ')
  }
  var nameOf = function (el) {
    if (el.getAttribute('aria-labelledby')) return byIds(el.getAttribute('aria-labelledby'))
    if (el.getAttribute('aria-label')) return el.getAttribute('aria-label')
    if (el.tagName === 'IMG') return el.getAttribute('alt') || ''
    if (el.labels && el.labels.length) return Array.prototype.map.call(el.labels, textOf).join(' ')
    if (/^(INPUT|SELECT|TEXTAREA)$/.test(el.tagName)) return el.getAttribute('title') || ''
    return textOf(el)
  }
  var selectors = {
    button: 'button, [role=button], input[type=submit], input[type=button]',
    link: 'a[href], [role=link]',
    heading: 'h1, h2, h3, h4, h5, h6, [role=heading]',
    textbox: 'input:not([type]), input[type=text], input[type=tel], input[type=email], input[type=password], input[type=search], input[type=number], textarea, [role=textbox]',
    img: 'img, svg[role=img], [role=img]',
    figure: 'figure, [role=figure]',
    dialog: 'dialog, [role=dialog], [role=alertdialog]',
    listitem: 'li, [role=listitem]',
    status: '[role=status], output',
    alert: '[role=alert]',
    navigation: 'nav, [role=navigation]',
    checkbox: 'input[type=checkbox], [role=checkbox]',
    radio: 'input[type=radio], [role=radio]',
    combobox: 'select, [role=combobox]',
    region: 'section[aria-labelledby], section[aria-label], [role=region]',
    option: 'option, [role=option]',
    file: 'input[type=file]'
  }
  if (query.within) {
    var outer = find(query.within, root)
    if (!outer) return null
    root = outer
  }
  var candidates = root.querySelectorAll(query.role ? selectors[query.role] : '*')
  for (var i = 0; i < candidates.length; i++) {
    var el = candidates[i]
    if (!visible(el)) continue
    if (query.enabled && (el.disabled || el.closest('[inert], fieldset[disabled]'))) continue
    if (query.name !== undefined && !matches(query.name, nameOf(el), query.exact)) continue
    if (query.text !== undefined) {
      if (!matches(query.text, textOf(el), query.exact)) continue
      // The innermost element that shows the text, not each of its ancestors.
      if (!query.role) {
        var inner = false
        for (var j = 0; j < el.children.length; j++) if (matches(query.text, textOf(el.children[j]), query.exact)) inner = true
        if (inner) continue
      }
    }
    return el
  }
  return null
}`

/**
 * With {@link findScript}: answers the element `query` finds once it is where a person would
 * act on it, or null while it is not yet. It is brought to the middle of the view first (the
 * driver's own scroll then moves nothing), then it must hold still for two frames, as
 * Playwright's actions wait: a press or a typed key aimed at an element that a late part of
 * the page is still moving lands elsewhere, and is lost.
 */
export const actionableScript = String.raw`
async function actionable(query) {
  var el = find(query)
  if (!el) return null
  el.scrollIntoView({ block: 'center', inline: 'nearest' })
  var frame = function () {
    return new Promise(function (resolve) { requestAnimationFrame(function () { resolve() }); setTimeout(resolve, 500) })
  }
  var before = el.getBoundingClientRect()
  await frame()
  await frame()
  var after = el.getBoundingClientRect()
  var still = before.x === after.x && before.y === after.y && before.width === after.width && before.height === after.height
  return el.isConnected && still && find(query) === el ? el : null
}`
