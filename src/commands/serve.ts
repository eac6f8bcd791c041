// `arkham-door serve`: our own telnet listener, many callers in one process (npm start).
import { startTelnetServer } from '../transports/telnet-server.js';
import { runCallerFlow, servicesOnDemand } from './caller-flow.js';
import { openHome, type CommandContext } from './context.js';
import { parseFlags, wholeNumber } from './flags.js';
import { readVersion } from './version.js';

export async function serveCommand(argv: string[], context: CommandContext): Promise<number> {
  const values = parseFlags(argv, { host: { type: 'string' }, port: { type: 'string' }, home: { type: 'string' } });
  const home = await openHome(values.home, context);
  const host = values.host ?? home.config.telnet.host;
  const port = values.port !== undefined ? wholeNumber('--port', values.port, 0, 65535) : home.config.telnet.port;
  const version = readVersion(context.packageRoot);
  // Opened once for every caller of this process (and now, so a broken store stops the start).
  const services = servicesOnDemand(home, context.clock, context.packageRoot);
  await services.get();
  let nextNode = 1;
  const server = await startTelnetServer({
    host,
    port,
    clock: context.clock,
    logger: home.logger,
    maxConnections: home.config.telnet.maxConnections,
    maxPerAddress: home.config.limits.connectionsPerAddress,
    loginSeconds: home.config.limits.loginSeconds,
    onChannel: async (channel, stage) => {
      await runCallerFlow({
        trustTerminalType: true,
        channel,
        home,
        packageRoot: context.packageRoot,
        clock: context.clock,
        version,
        services,
        node: nextNode++,
        loggedIn: () => stage.loggedIn(),
      });
    },
  });
  const where = `${server.address.host}:${server.address.port}`;
  context.stdout.write(`arkham-door ${version}: telnet listener on ${where} (home ${home.home}); Ctrl-C stops it\n`);
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
  await server.close();
  await services.close();
  home.logger.info('stopped');
  return 0;
}
