// A whole screen of art with its fields filled, then a key: the first night's welcome, the end of a
// game. On a terminal too small or too plain for the picture, its plain-ASCII version.
import type { FieldValues } from '../art/template.js';
import type { PlaySession } from './play-session.js';

export async function showArtPage(session: PlaySession, name: string, values: FieldValues): Promise<void> {
  const { term, art, keys } = session.ctx;
  term.write(art.get(name).render(values, { ansi: session.screen.fullScreen, cursorField: 'K' }));
  term.flush();
  // Drawn outside the screen model: the next screen goes out whole.
  session.screen.forget();
  await keys.next();
}
