// Mail between players: subject, body, read flag, in the mail collection. Text is cleaned like pages
// (nothing a terminal would act on survives); the body keeps its line breaks. Sizes are limited, and so
// is a mailbox, so one caller cannot fill the disk or another's box.
import type { Store } from '../store/store.js';
import type { Profile } from './accounts/profiles.js';
import type { Clock } from '../support/clock.js';
import { withoutControlPictures } from './control-pictures.js';
import { ServiceError } from './errors.js';
import { cleanLine, cleanName, cleanText, nameKey } from './names.js';
import { wrapText } from './wrap.js';

/** The store's limit on a document id. */
const MAX_MAIL_ID = 200;

export const MAIL_LIMITS = { subject: 60, bodyChars: 4_000, bodyLines: 60, lineChars: 78, mailbox: 200 } as const;

export interface MailDoc {
  kind: 'mail';
  /** Folded recipient name, for lookups. */
  to: string;
  toName: string;
  from: string;
  subject: string;
  body: string;
  at: number;
  read: boolean;
}

export interface MailHeader {
  id: string;
  from: string;
  subject: string;
  at: number;
  read: boolean;
}

export interface MailMessage extends MailHeader {
  to: string;
  body: string;
}

/** Who may receive mail: the service asks before it delivers. */
export interface PlayerDirectory {
  /** The player's name as known, or undefined when there is no such player. */
  find(name: string): Promise<string | undefined>;
}

/** Every well-formed name is a player (tests, and tools without accounts). */
export const OPEN_DIRECTORY: PlayerDirectory = { find: async (name) => name };

/** The players the door has seen: everyone with a profile (src/service/accounts/profiles.ts). */
export function profilesDirectory(store: Store): PlayerDirectory {
  return { find: async (name) => (await store.readDoc<Profile>('profiles', nameKey(name)))?.name };
}

export class MailService {
  constructor(
    private readonly store: Store,
    private readonly clock: Clock,
    private readonly directory: PlayerDirectory = OPEN_DIRECTORY,
  ) {}

  async send(from: string, to: string, subject: string, body: string): Promise<string> {
    const sender = cleanName(from);
    const recipient = await this.directory.find(cleanName(to));
    if (recipient === undefined) throw new ServiceError('player/unknown', `no player named ${to}`);
    const doc: MailDoc = {
      kind: 'mail',
      to: nameKey(recipient),
      toName: recipient,
      from: sender,
      subject: cleanLine(subject, MAIL_LIMITS.subject) || '(no subject)',
      body: cleanBody(body),
      at: this.clock.now(),
      read: false,
    };
    const box = await this.store.findDocs<MailDoc>('mail', { kind: 'mail', to: doc.to });
    if (box.length >= MAIL_LIMITS.mailbox) throw new ServiceError('mail/box_full', `${recipient}'s mailbox is full`);
    return this.store.insertDoc<MailDoc>('mail', doc);
  }

  /** A player's mail, newest first. */
  async inbox(player: string): Promise<MailHeader[]> {
    const box = await this.store.findDocs<MailDoc>('mail', { kind: 'mail', to: nameKey(player) });
    return box
      .map(({ id, doc }) => ({ id, from: withoutControlPictures(doc.from), subject: withoutControlPictures(doc.subject), at: doc.at, read: doc.read }))
      .sort((a, b) => b.at - a.at || a.id.localeCompare(b.id));
  }

  async unread(player: string): Promise<number> {
    return (await this.inbox(player)).filter((mail) => !mail.read).length;
  }

  /** Opens a message (it is marked read). */
  async read(player: string, id: string): Promise<MailMessage> {
    requireMailId(id);
    let found: MailDoc | undefined;
    await this.store.transactDoc<MailDoc>('mail', id, (current) => {
      if (!current || current.kind !== 'mail' || current.to !== nameKey(player)) return null;
      found = current;
      return current.read ? null : { next: { ...current, read: true } };
    });
    if (!found) throw new ServiceError('mail/not_found', `no message ${id} for ${player}`);
    // Letters stored before ⌂ counted as a control picture are cleaned on the way out too.
    const { from, subject, body } = found;
    return { id, from: withoutControlPictures(from), to: found.toName, subject: withoutControlPictures(subject), body: withoutControlPictures(body), at: found.at, read: true };
  }

  async remove(player: string, id: string): Promise<void> {
    requireMailId(id);
    let removed = false;
    await this.store.transactDoc<MailDoc>('mail', id, (current) => {
      if (!current || current.kind !== 'mail' || current.to !== nameKey(player)) return null;
      removed = true;
      return { delete: true };
    });
    if (!removed) throw new ServiceError('mail/not_found', `no message ${id} for ${player}`);
  }

  /** Sysop: every message to or from a player is deleted; returns how many. */
  async removeAllOf(player: string): Promise<number> {
    const key = nameKey(player);
    const all = await this.store.findDocs<MailDoc>('mail', { kind: 'mail' });
    let count = 0;
    for (const { id, doc } of all) {
      if (doc.to !== key && nameKey(doc.from) !== key) continue;
      await this.store.transactDoc<MailDoc>('mail', id, (current) => (current ? { delete: true } : null));
      count += 1;
    }
    return count;
  }
}

/** Ids come from callers: one the store would refuse names no message. */
function requireMailId(id: string): void {
  if (id.length === 0 || id.length > MAX_MAIL_ID) throw new ServiceError('mail/not_found', 'no such message');
}

/** Each line cleaned and wrapped; at most so many lines and characters; trailing blank lines dropped. */
export function cleanBody(body: string): string {
  // Cut first: cleaning a megabyte a caller pasted is wasted work.
  const lines = body
    .slice(0, MAIL_LIMITS.bodyChars * 2)
    .split(/\r\n|\r|\n/)
    .flatMap((line) => {
      const clean = cleanText(line).trimEnd();
      return clean.length <= MAIL_LIMITS.lineChars ? [clean] : wrapText(clean, MAIL_LIMITS.lineChars);
    })
    .slice(0, MAIL_LIMITS.bodyLines);
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines.join('\n').slice(0, MAIL_LIMITS.bodyChars);
}
