# Runs a command on a new pseudo-terminal (cooked mode, 80x24, as forkpty gives a BBS's door) and
# relays bytes: the terminal's output to our stdout as it comes, our stdin to the terminal. When our
# stdin ends, the master side closes under the command (the BBS's end of the line going away).
# Last, one line on stderr: "exit N" or "signal N", how the command ended.
import fcntl, os, pty, select, struct, sys, termios

pid, master = pty.fork()
if pid == 0:
    os.execvp(sys.argv[1], sys.argv[1:])

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
            os.write(1, data)
        else:
            open_fds.remove(master)
            os.close(master)

_, status = os.waitpid(pid, 0)
if os.WIFSIGNALED(status):
    sys.stderr.write('signal %d\n' % os.WTERMSIG(status))
else:
    sys.stderr.write('exit %d\n' % os.WEXITSTATUS(status))
