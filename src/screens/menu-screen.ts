// A menu on the caller's screen: its art with live values, a hotkey loop that ignores keys it
// does not know (no redraw for a stray key), and one-line messages in the menu's status field.
import type { ArtTemplate, FieldValues } from './art/template.js';
import type { KeyReader } from './key-reader.js';
import { menuItemFor, type Menu, type MenuItem } from './menu.js';
import type { Terminal } from '../term/types.js';

export class MenuScreen<Target extends string> {
  constructor(
    private readonly term: Terminal,
    private readonly menu: Menu<Target>,
    private readonly art: ArtTemplate,
    private readonly keys: KeyReader,
  ) {}

  draw(values: FieldValues): void {
    this.term.write(this.art.render(values, { ansi: this.term.caps.ansi, cursorField: this.menu.promptField }));
    this.term.flush();
  }

  /** Waits for a key that picks an item. */
  async choose(): Promise<MenuItem<Target>> {
    for (;;) {
      const item = menuItemFor(this.menu, await this.keys.next());
      if (item) return item;
    }
  }

  /** A one-line message: in the status field with ANSI, on lines of its own without. */
  status(message: string): void {
    const { promptField, statusField } = this.menu;
    if (this.term.caps.ansi) {
      this.term.write(this.art.drawField(statusField, message) + this.art.cursorTo(promptField));
    } else {
      this.term.write('\r\n' + message + '\r\n' + this.art.asciiPrompt(promptField));
    }
    this.term.flush();
  }
}
