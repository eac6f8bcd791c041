// The page's terminal: 80 columns always, its cells 1:2 as the VGA's and as large as the window
// allows (at least 7 pixels wide, so the text stays legible), its rows as many as the height holds.
// Where 80 columns of 7 pixels do not fit (a phone held upright) the page asks for the phone to be
// turned and meanwhile pans to follow the cursor. The size goes to the server as a NAWS would.
(() => {
  // The VGA's sixteen colours, as SyncTERM draws them.
  const VGA = {
    background: '#000000', foreground: '#AAAAAA', cursor: '#AAAAAA',
    black: '#000000', red: '#AA0000', green: '#00AA00', yellow: '#AA5500', blue: '#0000AA', magenta: '#AA00AA', cyan: '#00AAAA', white: '#AAAAAA',
    brightBlack: '#555555', brightRed: '#FF5555', brightGreen: '#55FF55', brightYellow: '#FFFF55', brightBlue: '#5555FF', brightMagenta: '#FF55FF', brightCyan: '#55FFFF', brightWhite: '#FFFFFF',
  };
  const COLS = 80, MIN_ROWS = 24, MIN_CELL = 7;
  const screen = document.getElementById('screen');

  /** The cell's width in pixels: 80 columns and 24 rows of 1:2 cells in the window, but never under 7. */
  const cellWidth = () => Math.max(MIN_CELL, Math.floor(Math.min(window.innerWidth / COLS, window.innerHeight / (MIN_ROWS * 2))));

  const term = new Terminal({
    cols: COLS, rows: MIN_ROWS, theme: VGA, lineHeight: 1, letterSpacing: 0, fontFamily: '"Arkham CP437", "VT323", monospace',
    drawBoldTextInBrightColors: true, fontWeightBold: 'normal', scrollback: 0, allowProposedApi: false,
  });
  let ws;
  const sendSize = () => { if (ws && ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ cols: term.cols, rows: term.rows })); };

  /** Keeps the cursor in sight when the screen is wider than the window. */
  const follow = () => {
    const cell = term.options.fontSize / 2;
    const x = term.buffer.active.cursorX * cell;
    const view = screen.clientWidth;
    if (x < screen.scrollLeft + cell * 4 || x > screen.scrollLeft + view - cell * 4) screen.scrollLeft = Math.max(0, x - view / 2);
  };

  const refit = () => {
    const cell = cellWidth();
    const narrow = cell * COLS > window.innerWidth;
    document.body.classList.toggle('narrow', narrow);
    term.options.fontSize = cell * 2;
    const rows = Math.max(1, Math.floor(screen.clientHeight / (cell * 2)));
    if (rows !== term.rows) term.resize(COLS, rows);
    if (narrow) follow();
  };

  term.onResize(sendSize);
  term.onCursorMove(() => { if (document.body.classList.contains('narrow')) follow(); });
  window.addEventListener('resize', refit);
  window.arkham = { term };
  // The fonts first: the terminal measures its cell by them.
  Promise.all([document.fonts.load('16px "VT323"', '\u00e9'), document.fonts.load('16px "Arkham CP437"', 'W\u2588')]).catch(() => {}).then(() => {
    term.open(screen);
    refit();
    ws = new WebSocket((location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/ws');
    ws.binaryType = 'arraybuffer';
    const encoder = new TextEncoder();
    const decoder = new TextDecoder();
    ws.onopen = sendSize;
    ws.onmessage = (event) => term.write(decoder.decode(event.data, { stream: true }));
    ws.onclose = () => { document.body.classList.add('closed'); window.arkham.closed = true; };
    term.onData((text) => { if (ws.readyState === WebSocket.OPEN) ws.send(encoder.encode(text)); });
    term.focus();
    window.arkham.ready = true;
  });
})();
