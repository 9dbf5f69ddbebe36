// Telling staff about a new order without a glance at the list: the count of unseen new
// orders in the tab's title ("(3) Orders"), cleared once staff are back on the page; a chime, off
// until someone turns it on in this browser (a sound can only start from a click, so the toggle's
// click opens the audio); and a desktop notification once staff allow them with a button. Browser
// only: LiveUpdates reports each new order here.
import { orderReference } from "../../../shared/order";

const CHIME_KEY = "adminChime";
const COUNT_PREFIX = /^\(\d+\) /;

let unseen = 0;
let audio: AudioContext | null = null;
const listeners = new Set<() => void>();

function showCount() {
  const base = document.title.replace(COUNT_PREFIX, "");
  document.title = unseen > 0 ? `(${unseen}) ${base}` : base;
}

/** Staff are at the page again (a click, a key, the tab coming back): the count goes. */
function seen() {
  // A click is what lets a reloaded page play sound again.
  if (audio?.state === "suspended" && chimeEnabled()) void audio.resume();
  if (unseen === 0 || document.visibilityState !== "visible") return;
  unseen = 0;
  showCount();
}

export function watchSeen(): () => void {
  const events = ["focus", "pointerdown", "keydown"] as const;
  for (const name of events) window.addEventListener(name, seen);
  document.addEventListener("visibilitychange", seen);
  // React Router sets the title on every navigation: keep the count in front of it.
  const observer = new MutationObserver(() => {
    if (unseen > 0 && !COUNT_PREFIX.test(document.title)) showCount();
  });
  observer.observe(document.head, { subtree: true, childList: true, characterData: true });
  return () => {
    for (const name of events) window.removeEventListener(name, seen);
    document.removeEventListener("visibilitychange", seen);
    observer.disconnect();
  };
}

export const chimeEnabled = () => localStorage.getItem(CHIME_KEY) === "on";

/** Turns the chime on or off in this browser; turning it on plays it once (and opens the audio). */
export function setChime(on: boolean) {
  localStorage.setItem(CHIME_KEY, on ? "on" : "off");
  if (on) {
    audio ??= new AudioContext();
    void audio.resume();
    chime();
  }
  for (const listener of listeners) listener();
}

export function onAlertSettings(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Two soft notes, made here: no sound file to load. */
function chime() {
  if (!audio || audio.state !== "running") return;
  const start = audio.currentTime;
  for (const [i, frequency] of [880, 1320].entries()) {
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + i * 0.16);
    gain.gain.exponentialRampToValueAtTime(0.18, start + i * 0.16 + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + i * 0.16 + 0.5);
    tone.connect(gain).connect(audio.destination);
    tone.start(start + i * 0.16);
    tone.stop(start + i * 0.16 + 0.55);
  }
}

export const notificationsSupported = () => typeof Notification !== "undefined";

/** Asked for from a button only, never on page load. */
export async function askForNotifications(): Promise<NotificationPermission> {
  const permission = await Notification.requestPermission();
  for (const listener of listeners) listener();
  return permission;
}

/** A new order placed by a shopper (not by these staff): count it, chime, notify. */
export function newOrderArrived(orderNumber: number | undefined, title: string) {
  unseen += 1;
  showCount();
  if (chimeEnabled()) {
    // A browser that was reloaded needs a click before it may play: the first one opens the audio.
    audio ??= new AudioContext();
    chime();
  }
  if (notificationsSupported() && Notification.permission === "granted") {
    const body = orderNumber ? orderReference(orderNumber) : "";
    new Notification(title, { body, tag: `order-${orderNumber ?? Date.now()}` });
  }
}
