// The one rule for a new staff password, wherever one is set (admin:create today; the staff
// screens later): at least 12 characters with something besides spaces, not the username nor built
// on it, and not easy to guess. "Easy to guess" is zxcvbn's estimate (@zxcvbn-ts, with its list of
// common passwords and words), which knows what a 12-character "password1234" is worth.
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./password";

/** zxcvbn's score from 0 to 4; 3 is "safely unguessable" (about 10^8 guesses or more). */
const MIN_PASSWORD_SCORE = 3;

let estimator: ZxcvbnFactory | null = null;
// Built on first use: loading the dictionaries costs time and memory the shop's pages never need.
const zxcvbn = () => (estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs }));

/** What is wrong with `password` as a new password for `username`, or null when it will do. */
export function passwordProblem(password: string, username: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`;
  if (password.length > MAX_PASSWORD_LENGTH) return `The password must be at most ${MAX_PASSWORD_LENGTH} characters long.`;
  if (password.trim().length < MIN_PASSWORD_LENGTH)
    return `The password must have at least ${MIN_PASSWORD_LENGTH} characters besides spaces.`;
  const name = username.trim().toLowerCase();
  if (name.length >= 3 && password.toLowerCase().includes(name)) return "The password must not contain the username.";
  const { score } = zxcvbn().check(password, [name]);
  if (score < MIN_PASSWORD_SCORE) {
    return "The password is too easy to guess: avoid common passwords, words and patterns; a few unrelated words make a good one.";
  }
  return null;
}
