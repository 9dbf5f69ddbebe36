// Taps before hydration: the server-rendered page is on screen a moment, on a slow phone
// a second or more, before React attaches its handlers, and a tap on Add to Cart, a quantity
// button, the menu or a quick view then did nothing. A tiny inline script in the head holds every
// click on a button until the page is ready and plays them back in order; links need no help (they
// work without JavaScript), except those marked `data-hold-click` whose click handler matters (the
// language switch remembers the choice and keeps the hash). Readiness is marked as `data-hydrated` on <html>, which the browser
// tests wait on.

/** Runs before any module: kept short, no dependencies. */
export const HOLD_EARLY_CLICKS = `(function(){var held=[];function hold(e){if(document.documentElement.hasAttribute("data-hydrated"))return;var t=e.target;var b=t&&t.closest?t.closest("button,[data-hold-click]"):null;if(!b||b.disabled)return;e.preventDefault();e.stopImmediatePropagation();held.push(b)}document.addEventListener("click",hold,true);window.__releaseEarlyClicks=function(){document.removeEventListener("click",hold,true);var list=held;held=[];for(var i=0;i<list.length;i++)if(list[i].isConnected)list[i].click()}})();`;

declare global {
  interface Window {
    __releaseEarlyClicks?: () => void;
  }
}

/** Called once React has hydrated: marks the page ready and plays back the held clicks. */
export function pageHydrated(): void {
  document.documentElement.setAttribute("data-hydrated", "");
  window.__releaseEarlyClicks?.();
}
