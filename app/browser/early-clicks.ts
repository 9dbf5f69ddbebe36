// Taps before hydration: the server-rendered page is on screen a moment, on a slow phone
// a second or more, before React attaches its handlers, and a tap on Add to Cart, a quantity
// button, the menu or a quick view then did nothing. A tiny inline script in the head holds every
// click on a button until the page is ready and plays them back in order; links need no help (they
// work without JavaScript), except those marked `data-hold-click` whose click handler matters (the
// language switch remembers the choice and keeps the hash). Readiness is marked as `data-hydrated` on <html>, which the browser
// tests wait on.

/**
 * Runs before any module: kept short, no dependencies. A held button that hydration replaced (React
 * renders a part again when it differs from the server's HTML) is found again by its place in the
 * page, and played back only if it is the same button in the same surroundings (its markup and its
 * parent's text): a click is better lost than given to another perfume's button. Every held tap is
 * found before any is played, then they are played one task apart: two clicks in one task would
 * both run on the state before the first (React commits in between only), and "+" then Add to Cart
 * put one bottle in the cart while the page showed two.
 */
export const HOLD_EARLY_CLICKS = `(function(){var held=[];var root=document.documentElement;function place(n){var p=[];for(;n&&n!==root;n=n.parentElement){var i=0;for(var s=n;(s=s.previousElementSibling);)i++;p.unshift(i)}return p}function near(n){return n.outerHTML+"|"+(n.parentElement?n.parentElement.textContent:"")}function hold(e){if(root.hasAttribute("data-hydrated"))return;var t=e.target;var b=t&&t.closest?t.closest("button,[data-hold-click]"):null;if(!b||b.disabled)return;e.preventDefault();e.stopImmediatePropagation();held.push([b,place(b),near(b)])}document.addEventListener("click",hold,true);window.__releaseEarlyClicks=function(){document.removeEventListener("click",hold,true);var list=held,found=[];held=[];for(var i=0;i<list.length;i++){var b=list[i][0];if(!b.isConnected){b=root;for(var j=0,p=list[i][1];b&&j<p.length;j++)b=b.children[p[j]];if(!b||near(b)!==list[i][2])continue}found.push(b)}(function play(k){if(k>=found.length)return;found[k].click();setTimeout(function(){play(k+1)},0)})(0)}})();`;

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
