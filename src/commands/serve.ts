// `arkham-door serve`: our own listeners (telnet, and SSH, RLogin and the browser's when their ports are set), many callers in one
// process (npm start). Every listener hands its callers to the same caller flow.
import type { Listener, LoginStage } from '../transports/caller-lines.js';
import type { Channel } from '../transports/channel.js';
import { AddressLedger } from '../transports/address-ledger.js';
import { startTelnetServer } from '../transports/telnet-server.js';
import { watchDayStarts } from '../service/day/day-watch.js';
import { runCallerFlow, servicesOnDemand } from './caller-flow.js';
import { openHome, type CommandContext } from './context.js';
import { parseFlags, wholeNumber } from './flags.js';
import { readVersion } from './version.js';

export async function serveCommand(argv: string[], context: CommandContext): Promise<number> {
  const values = parseFlags(argv, { host: { type: 'string' }, port: { type: 'string' }, 'ssh-port': { type: 'string' }, 'rlogin-port': { type: 'string' }, 'http-port': { type: 'string' }, home: { type: 'string' } });
  const home = await openHome(values.home, context);
  const host = values.host ?? home.config.telnet.host;
  const port = values.port !== undefined ? wholeNumber('--port', values.port, 0, 65535) : home.config.telnet.port;
  const sshPort = values['ssh-port'] !== undefined ? wholeNumber('--ssh-port', values['ssh-port'], 0, 65535) : home.config.ssh.port;
  const rloginPort = values['rlogin-port'] !== undefined ? wholeNumber('--rlogin-port', values['rlogin-port'], 0, 65535) : home.config.rlogin.port;
  const httpPort = values['http-port'] !== undefined ? wholeNumber('--http-port', values['http-port'], 0, 65535) : home.config.http.port;
  const version = readVersion(context.packageRoot);
  // Opened once for every caller of this process (and now, so a broken store stops the start).
  const services = servicesOnDemand(home, context.clock, context.packageRoot);
  await services.get();
  let nextNode = 1;
  const lines = {
    host,
    // One count of calls per address for every listener: the cap is the caller's, not each listener's.
    addresses: new AddressLedger(),
    clock: context.clock,
    logger: home.logger,
    maxConnections: home.config.telnet.maxConnections,
    maxPerAddress: home.config.limits.connectionsPerAddress,
    loginSeconds: home.config.limits.loginSeconds,
    onChannel: async (channel: Channel, stage: LoginStage) => {
      const node = nextNode++;
      // A BBS that passed its caller through vouches for them: they are past the login already.
      const passed = channel.info.passedThrough;
      if (passed) stage.loggedIn();
      await runCallerFlow({
        trustTerminalType: true,
        channel,
        home,
        packageRoot: context.packageRoot,
        clock: context.clock,
        version,
        services,
        node,
        loggedIn: () => stage.loggedIn(),
        ...(passed
          ? { caller: { alias: passed.user, node, ansi: true, timeLeftSeconds: home.config.maxCallMinutes * 60, passedThroughBy: passed.tag } }
          : {}),
      });
    },
  };
  const listeners: Array<{ name: string; listener: Listener }> = [];
  try {
    listeners.push({ name: 'telnet', listener: await startTelnetServer({ ...lines, port }) });
    if (sshPort !== undefined) {
      const [{ startSshServer }, { loadHostKeys }] = await Promise.all([import('../transports/ssh-server.js'), import('../transports/ssh-host-keys.js')]);
      const hostKeys = await loadHostKeys(home.home);
      const { sshLogin } = await import('./ssh-login.js');
      const login = sshLogin(async () => (await services.get()).accounts);
      listeners.push({ name: 'SSH', listener: await startSshServer({ ...lines, port: sshPort, hostKeys, login }) });
    }
    if (rloginPort !== undefined) {
      const { startRloginServer } = await import('../transports/rlogin-server.js');
      listeners.push({ name: 'RLogin', listener: await startRloginServer({ ...lines, port: rloginPort, trusted: home.config.rlogin.trusted }) });
    }
    if (httpPort !== undefined) {
      const { startWebServer } = await import('../transports/web-server.js');
      listeners.push({ name: 'web', listener: await startWebServer({ ...lines, port: httpPort, packageRoot: context.packageRoot, ...(home.config.http.origins ? { origins: home.config.http.origins } : {}) }) });
    }
  } catch (error) {
    await Promise.all(listeners.map(({ listener }) => listener.close()));
    await services.close();
    throw error;
  }
  // Up at the minute the board's day begins, this process ends the day before (once, whoever is first).
  const stopDayWatch = watchDayStarts(context.clock, home.config.day, home.logger, async () => {
    const report = await (await services.get()).game().then((service) => service.maintenance());
    home.logger.info('the board day began', { ...(report.dayEnded ? { dayEnded: report.dayEnded } : {}), deadlines: report.deadlines });
  });
  const where = listeners.map(({ name, listener }) => `${name} listener on ${listener.address.host}:${listener.address.port}`).join(', ');
  context.stdout.write(`arkham-door ${version}: ${where} (home ${home.home}); Ctrl-C stops it\n`);
  home.logger.info('listening', { address: where });
  await new Promise<void>((resolve) => {
    const stop = (): void => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
  stopDayWatch();
  await Promise.all(listeners.map(({ listener }) => listener.close()));
  await services.close();
  home.logger.info('stopped');
  return 0;
}
