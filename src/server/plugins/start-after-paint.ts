import { createHash } from 'node:crypto'

/** The element of a page rendered ahead that names its scripts: JSON with its module scripts and the modules they import. */
export const entryScriptsId = 'entry-scripts'

/**
 * The one inline script of a page rendered ahead. The page is whole without its scripts, so
 * it asks for them only once the browser reports its first paint, and that paint does not
 * share the network with them (the next frame came too early: the paint was reported after the
 * scripts had been asked for). A browser that reports no paints asks half a second after its
 * first frame; a tab opened in the background, which paints nothing, asks at once.
 */
export const startAfterPaint = `(()=>{const start=()=>{const{entries,modules}=JSON.parse(document.getElementById('${entryScriptsId}').textContent);for(const href of modules)document.head.append(Object.assign(document.createElement('link'),{rel:'modulepreload',href,crossOrigin:''}));for(const src of entries)document.head.append(Object.assign(document.createElement('script'),{type:'module',src,crossOrigin:''}))};let started=false;const once=()=>{if(!started){started=true;start()}};if(document.hidden)return once();if(PerformanceObserver.supportedEntryTypes.includes('paint'))new PerformanceObserver(()=>setTimeout(once)).observe({type:'paint',buffered:true});requestAnimationFrame(()=>setTimeout(()=>setTimeout(once,500)))})()`

/** The inline script's hash, for the pages' Content-Security-Policy: no other inline script runs. */
export const startAfterPaintHash = `'sha256-${createHash('sha256').update(startAfterPaint).digest('base64')}'`
