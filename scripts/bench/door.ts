// Door runtime figures: cold start to the first title byte against bare node, bytes of title plus
// main menu, and the door process's peak memory against bare node. Runs are interleaved so both
// sides of each ratio see the same machine load.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { median, round } from './stats.js';
import { DOOR_BIN, REPO_ROOT, tempHome } from '../../tests/support/door-process.js';

const DROP_FILE = join(REPO_ROOT, 'tests', 'fixtures', 'dropfiles', 'synchronet-native');

function timeToFirstByte(args: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(process.execPath, args, { stdio: ['pipe', 'pipe', 'ignore'] });
    child.stdout.once('data', () => {
      resolve(Number(process.hrtime.bigint() - started) / 1e6);
      child.kill('SIGKILL');
    });
    child.on('error', reject);
  });
}

function peakRssKb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /VmHWM:\s+(\d+) kB/.exec(status);
  return match?.[1] ? Number(match[1]) : Number.NaN;
}

const quietFor = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Bytes until the main menu is drawn, and the door's peak RSS at that point. */
async function titleAndMenu(): Promise<{ bytes: number; rssKb: number }> {
  const child = spawn(process.execPath, [DOOR_BIN, 'door', '--dropfile', DROP_FILE, '--home', tempHome('ad-bench-')], {
    stdio: ['pipe', 'pipe', 'ignore'],
  });
  let bytes = 0;
  let last = Date.now();
  child.stdout.on('data', (chunk: Buffer) => {
    bytes += chunk.length;
    last = Date.now();
  });
  const settle = async (): Promise<void> => {
    while (bytes === 0 || Date.now() - last < 400) await quietFor(50);
  };
  await settle();
  child.stdin.write(' ');
  last = Date.now();
  await settle();
  const rssKb = child.pid !== undefined ? peakRssKb(child.pid) : Number.NaN;
  child.kill('SIGKILL');
  return { bytes, rssKb };
}

async function bareNodeRssKb(): Promise<number> {
  const child = spawn(process.execPath, ['-e', 'process.stdout.write("x"); setInterval(() => {}, 1000)'], { stdio: ['ignore', 'pipe', 'ignore'] });
  await new Promise((r) => child.stdout.once('data', r));
  await quietFor(200);
  const kb = child.pid !== undefined ? peakRssKb(child.pid) : Number.NaN;
  child.kill('SIGKILL');
  return kb;
}

export async function benchDoor(runs: number): Promise<Record<string, number>> {
  const door: number[] = [];
  const bare: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    bare.push(await timeToFirstByte(['-e', 'process.stdout.write("x")']));
    door.push(await timeToFirstByte([DOOR_BIN, 'door', '--dropfile', DROP_FILE, '--home', tempHome('ad-bench-')]));
  }
  const menus = [];
  const bareRss = [];
  for (let i = 0; i < Math.max(3, Math.floor(runs / 4)); i += 1) {
    menus.push(await titleAndMenu());
    bareRss.push(await bareNodeRssKb());
  }
  const doorRss = median(menus.map((m) => m.rssKb));
  return {
    doorStartMs: round(median(door)),
    bareNodeStartMs: round(median(bare)),
    doorStartRatio: round(median(door) / median(bare)),
    titleMenuBytes: median(menus.map((m) => m.bytes)),
    secondsTitleMenuAt2400: round((median(menus.map((m) => m.bytes)) * 10) / 2400),
    doorPeakRssKB: doorRss,
    bareNodePeakRssKB: median(bareRss),
    doorPeakRssRatio: round(doorRss / median(bareRss)),
  };
}
