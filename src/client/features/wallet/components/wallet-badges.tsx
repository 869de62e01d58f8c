/**
 * The wallets' own badges, drawn after Apple's "Add to Apple Wallet" and Google's "Save to
 * Google Wallet" artwork: a black badge with the wallet's glyph and white words, in the page's
 * language (both publish Traditional and Simplified Chinese versions). Their words are read
 * from the link or button around them, so the drawing is hidden from screen readers.
 */

const fontFamily = '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "PingFang TC", "Noto Sans CJK TC", sans-serif'

/** About how wide a line of text is, in ems: Chinese characters are square, Latin narrower. */
function textWidth(text: string, size: number): number {
  let ems = 0
  for (const char of text) {
    if (char.codePointAt(0)! >= 0x2e80) ems += 1
    else if (char === ' ') ems += 0.28
    else if (/[A-Z]/.test(char)) ems += 0.68
    else ems += 0.56
  }
  return ems * size
}

/** Apple Wallet's glyph: four cards in the wallet's colours above a grey pocket, on a dark tile. */
function AppleWalletGlyph() {
  return (
    <g transform="translate(9 7)">
      <rect width="26" height="26" rx="6" fill="#1c1c1e" stroke="#5b5b5f" strokeWidth="0.6" />
      <rect x="4" y="5" width="18" height="7" rx="1.5" fill="#2fa2e0" />
      <rect x="4" y="8" width="18" height="7" rx="1.5" fill="#f6b40e" />
      <rect x="4" y="11" width="18" height="7" rx="1.5" fill="#5ac43c" />
      <rect x="4" y="14" width="18" height="7" rx="1.5" fill="#ee4b43" />
      <path
        d="M3 17h6.2c.9 0 1.4.4 1.9 1.1.6.8 1.2 1.2 1.9 1.2s1.3-.4 1.9-1.2c.5-.7 1-1.1 1.9-1.1H23v5.5a1.5 1.5 0 0 1-1.5 1.5h-17A1.5 1.5 0 0 1 3 22.5Z"
        fill="#d8d8dc"
      />
    </g>
  )
}

/** "Add to Apple Wallet": a small line over the wallet's name, as Apple's badge sets it. */
export function AppleWalletBadge({ top, name }: { top: string; name: string }) {
  const width = Math.ceil(44 + Math.max(textWidth(top, 10), textWidth(name, 16)) + 12)
  return (
    <svg width={width} height="40" viewBox={`0 0 ${width} 40`} aria-hidden="true" focusable="false">
      <rect x="0.5" y="0.5" width={width - 1} height="39" rx="6.5" fill="#000" stroke="#a6a6a6" />
      <AppleWalletGlyph />
      <text x="44" y="16" fill="#fff" fontFamily={fontFamily} fontSize="10">
        {top}
      </text>
      <text x="44" y="32" fill="#fff" fontFamily={fontFamily} fontSize="16" fontWeight="500">
        {name}
      </text>
    </svg>
  )
}

/** Google Wallet's glyph: green, yellow and red cards stacked in a blue wallet. */
function GoogleWalletGlyph() {
  return (
    <g transform="translate(14 9)">
      <rect x="1" y="0" width="20" height="9" rx="2.5" fill="#34a853" />
      <rect x="1" y="4" width="20" height="9" rx="2.5" fill="#fbbc04" />
      <rect x="1" y="8" width="20" height="9" rx="2.5" fill="#ea4335" />
      <path
        d="M0 12.5h7.4c1 0 1.8.5 2.3 1.3.3.5.8.8 1.3.8s1-.3 1.3-.8c.5-.8 1.3-1.3 2.3-1.3H22v6a3.5 3.5 0 0 1-3.5 3.5h-15A3.5 3.5 0 0 1 0 18.5Z"
        fill="#4285f4"
      />
    </g>
  )
}

/** "Save to Google Wallet": one line beside the glyph, on Google's black pill. */
export function GoogleWalletBadge({ label }: { label: string }) {
  const width = Math.ceil(46 + textWidth(label, 14) + 18)
  return (
    <svg width={width} height="40" viewBox={`0 0 ${width} 40`} aria-hidden="true" focusable="false">
      <rect x="0.5" y="0.5" width={width - 1} height="39" rx="19.5" fill="#1f1f1f" stroke="#747775" />
      <GoogleWalletGlyph />
      <text x="46" y="25" fill="#fff" fontFamily={fontFamily} fontSize="14" fontWeight="500">
        {label}
      </text>
    </svg>
  )
}
