// The wall from "Today in Arkham" or the main menu: a page of posts, newest first; P writes one, N and B
// page, any other key goes back.
import { isServiceError } from '../../service/errors.js';
import type { ArkhamService } from '../../service/service.js';
import { MAX_POST_LENGTH } from '../../service/wall/wall.js';
import { toPlainText } from '../../support/plain-text.js';
import type { CallerContext } from '../caller-context.js';
import { clearScreen, tell } from '../menu-screen.js';
import { clip, WIDTH } from './today-words.js';

const TITLE = '\x1b[0;1;33m';
const TEXT = '\x1b[0;37m';
const WHEN = '\x1b[0;36m';
const ANSWER = '\x1b[0;1;37m';
const DONE = '\x1b[0m';
const PER_PAGE = 16;

export async function runWall(ctx: CallerContext): Promise<void> {
  const service = await ctx.service();
  let offset = 0;
  for (;;) {
    const { posts, more } = await service.wall.page(offset, PER_PAGE);
    clearScreen(ctx.term);
    ctx.term.write(`${TITLE}The wall outside Velma's Diner${offset > 0 ? `, older lines` : ''}${DONE}\r\n\r\n`);
    if (posts.length === 0) ctx.term.write(`${TEXT}  Nothing written here${offset > 0 ? ' further back' : ' yet'}.${DONE}\r\n`);
    for (const post of posts) {
      const time = new Date(post.at).toISOString().slice(5, 16).replace('T', ' ');
      ctx.term.write(`${WHEN}${time} ${TEXT}${clip(`${toPlainText(post.author)}: ${post.text}`, WIDTH - 12)}${DONE}\r\n`);
    }
    const keys = ['[P] write a line', ...(more ? ['[N] older'] : []), ...(offset > 0 ? ['[B] newer'] : []), 'any other key goes back'];
    ctx.term.write(`\r\n${WHEN}${keys.join('   ')}${DONE}`);
    ctx.term.flush();
    const key = await ctx.keys.next();
    const pressed = key.kind === 'char' ? key.char.toUpperCase() : '';
    if (pressed === 'N' && more) offset += PER_PAGE;
    else if (pressed === 'B' && offset > 0) offset = Math.max(0, offset - PER_PAGE);
    else if (pressed === 'P') {
      await writeLine(ctx, service);
      offset = 0;
    } else return;
  }
}

async function writeLine(ctx: CallerContext, service: ArkhamService): Promise<void> {
  clearScreen(ctx.term);
  ctx.term.write(`${TITLE}A line on the wall${DONE}\r\n\r\n${TEXT}Up to ${MAX_POST_LENGTH} characters, for everyone on the board to read. Enter writes it; Enter on an empty line or Esc writes nothing.${DONE}\r\n\r\n`);
  const text = await readPost(ctx);
  if (text === '') return;
  try {
    await service.wall.post(ctx.player, text);
  } catch (error) {
    if (!isServiceError(error)) throw error;
    await tell(ctx, error.message);
  }
}

/** A post typed over as many screen lines as it takes: each full line's last word goes on below. */
async function readPost(ctx: CallerContext): Promise<string> {
  const width = Math.min(MAX_POST_LENGTH, ctx.term.caps.cols - 1);
  ctx.term.write(ANSWER);
  let text = '';
  let carry = '';
  let joiner = '';
  for (;;) {
    const left = MAX_POST_LENGTH - [...text].length - joiner.length;
    const line = await ctx.term.readWrappedLine({ maxLength: Math.min(width, left), initial: carry });
    if (line === null) {
      ctx.term.write(DONE);
      return '';
    }
    text += `${joiner}${line.line}`;
    carry = line.carry;
    joiner = line.joiner;
    if (carry === '' || [...text].length >= MAX_POST_LENGTH - 1) break;
  }
  ctx.term.write(DONE);
  return text.trim();
}
