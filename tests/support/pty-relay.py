# Runs a command on a new pseudo-terminal (cooked mode, 80x24, as forkpty gives a BBS's door) and
# relays bytes: the terminal's output to our stdout as it comes, our stdin to the terminal. When our
# stdin ends, the master side closes under the command (the BBS's end of the line going away).
# Last, one line on stderr: "exit N" or "signal N", how the command ended.
# With --lf-to-crlf first, every LF read from the terminal reaches our stdout as CR LF, as ENiGMA½
# writes a door's output to its caller (its terminal's write turns each LF into CR LF).
import fcntl, os, pty, select, struct, sys, termios

argv = sys.argv[1:]
lf_to_crlf = bool(argv) and argv[0] == '--lf-to-crlf'
if lf_to_crlf:
    argv = argv[1:]

pid, master = pty.fork()
if pid == 0:
    os.execvp(argv[0], argv)

fcntl.ioctl(master, termios.TIOCSWINSZ, struct.pack('HHHH', 24, 80, 0, 0))
stdin = sys.stdin.fileno()
open_fds = [master, stdin]
while master in open_fds:
    ready, _, _ = select.select(open_fds, [], [])
    if stdin in ready:
        data = os.read(stdin, 4096)
        if data:
            os.write(master, data)
        else:
            open_fds.remove(stdin)
            open_fds.remove(master)
            os.close(master)
            break
    if master in ready:
        try:
            data = os.read(master, 4096)
        except OSError:
            data = b''
        if data:
            os.write(1, data.replace(b'\n', b'\r\n') if lf_to_crlf else data)
        else:
            open_fds.remove(master)
            os.close(master)

_, status = os.waitpid(pid, 0)
if os.WIFSIGNALED(status):
    sys.stderr.write('signal %d\n' % os.WTERMSIG(status))
else:
    sys.stderr.write('exit %d\n' % os.WEXITSTATUS(status))
