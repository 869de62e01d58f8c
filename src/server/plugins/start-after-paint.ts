import { createHash } from 'node:crypto'

/** The element of a page rendered ahead that names its scripts: JSON with the entry module and the modules it imports. */
export const entryScriptsId = 'entry-scripts'

/**
 * The one inline script of a page rendered ahead. The page is whole without its scripts, so
 * it asks for them only once it has painted (the frame after the first), and its first paint
 * does not share the network with them; a tab opened in the background, which paints no
 * frame, asks at once.
 */
export const startAfterPaint = `(()=>{const start=()=>{const{entry,modules}=JSON.parse(document.getElementById('${entryScriptsId}').textContent);for(const href of modules)document.head.append(Object.assign(document.createElement('link'),{rel:'modulepreload',href,crossOrigin:''}));document.head.append(Object.assign(document.createElement('script'),{type:'module',src:entry,crossOrigin:''}))};document.hidden?start():requestAnimationFrame(()=>setTimeout(start))})()`

/** The inline script's hash, for the pages' Content-Security-Policy: no other inline script runs. */
export const startAfterPaintHash = `'sha256-${createHash('sha256').update(startAfterPaint).digest('base64')}'`
