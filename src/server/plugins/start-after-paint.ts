import { createHash } from 'node:crypto'

/** The element of a page rendered ahead that names its scripts: JSON with its module scripts and the modules they import. */
export const entryScriptsId = 'entry-scripts'

/**
 * The one inline script of a page rendered ahead. The page is whole without its scripts, so
 * it asks for them only once the browser reports its first paint, and that paint does not
 * share the network or the main thread with them. The frame after the first came too early: a
 * paint can be shown, and reported, well after its frame (a second later on a busy machine).
 * A browser that reports no paints asks after its first frame; a tab opened in the background,
 * which paints nothing, asks at once, and so does one hidden before its paint was reported.
 */
export const startAfterPaint = `(()=>{let started=false;const start=()=>{if(started)return;started=true;const{entries,modules}=JSON.parse(document.getElementById('${entryScriptsId}').textContent);for(const href of modules)document.head.append(Object.assign(document.createElement('link'),{rel:'modulepreload',href,crossOrigin:''}));for(const src of entries)document.head.append(Object.assign(document.createElement('script'),{type:'module',src,crossOrigin:''}))};if(document.hidden)return start();document.addEventListener('visibilitychange',start,{once:true});if(PerformanceObserver.supportedEntryTypes.includes('paint'))new PerformanceObserver((_,observer)=>{observer.disconnect();setTimeout(start)}).observe({type:'paint',buffered:true});else requestAnimationFrame(()=>setTimeout(start))})()`

/** The inline script's hash, for the pages' Content-Security-Policy: no other inline script runs. */
export const startAfterPaintHash = `'sha256-${createHash('sha256').update(startAfterPaint).digest('base64')}'`
