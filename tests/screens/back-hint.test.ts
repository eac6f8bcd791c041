// Every prompt that takes text says that Esc goes back (askLine's and the login's prompts).
import { describe, expect, it } from 'vitest';
import { withBackHint } from '../../src/screens/menu-screen.js';

describe('withBackHint', () => {
  it.each([
    ["To (a player's name): ", "To (a player's name; Esc goes back): "],
    ['Subject: ', 'Subject (Esc goes back): '],
    ['Which player? ', 'Which player (Esc goes back)? '],
    ['Send it to whom instead? (Enter throws it away) ', 'Send it to whom instead? (Enter throws it away; Esc goes back) '],
    ['Choose a name (2-30 characters): ', 'Choose a name (2-30 characters; Esc goes back): '],
    ['Password: ', 'Password (Esc goes back): '],
  ])('%j becomes %j', (prompt, shown) => {
    expect(withBackHint(prompt)).toBe(shown);
  });
});
