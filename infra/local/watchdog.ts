// A tiny process that outlives the stack only to stop its children: when the stack's process
// goes away, however it goes (even SIGKILL, which runs no exit hook), the IPC channel closes
// and the processes the stack asked to be watched (DynamoDB Local, a Java process in its own
// process group) are stopped. Started by watchdog-client.ts.
const watched = new Set<number>();
const GRACE_MS = 3_000;

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const signalGroup = (pid: number, signal: NodeJS.Signals) => {
  for (const target of [-pid, pid]) {
    try {
      process.kill(target, signal);
    } catch {
      // Already gone, or not a group leader.
    }
  }
};

const stopAll = () => {
  for (const pid of watched) signalGroup(pid, 'SIGTERM');
  const deadline = Date.now() + GRACE_MS;
  const check = setInterval(() => {
    const remaining = [...watched].filter(alive);
    if (remaining.length === 0 || Date.now() > deadline) {
      for (const pid of remaining) signalGroup(pid, 'SIGKILL');
      clearInterval(check);
      process.exit(0);
    }
  }, 100);
};

process.on('message', (message: unknown) => {
  if (typeof message === 'object' && message !== null && 'watch' in message && typeof message.watch === 'number') {
    watched.add(message.watch);
  } else if (typeof message === 'object' && message !== null && 'forget' in message && typeof message.forget === 'number') {
    watched.delete(message.forget);
  }
});
process.on('disconnect', stopAll);
// A Ctrl-C or a closed terminal reaches the whole process group: the stack handles it, and
// this process stays to clean up if the stack cannot.
process.on('SIGINT', () => undefined);
process.on('SIGHUP', () => undefined);
process.send?.({ ready: true });
