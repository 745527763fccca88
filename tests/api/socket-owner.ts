// Which local process holds one end of a loopback TCP connection, read from /proc (Linux): the SMTP
// server of a test sees the client's port, and this tells which API worker that client is.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/** The socket inode of the IPv4 or IPv6 connection whose local port is `port` and remote port `peerPort`. */
function socketInode(port: number, peerPort: number): string | undefined {
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let lines: string[];
    try {
      lines = readFileSync(table, 'utf8').split('\n').slice(1);
    } catch {
      continue;
    }
    for (const line of lines) {
      const fields = line.trim().split(/\s+/);
      const local = fields[1]?.split(':').at(-1);
      const remote = fields[2]?.split(':').at(-1);
      if (local === undefined || remote === undefined) continue;
      if (Number.parseInt(local, 16) === port && Number.parseInt(remote, 16) === peerPort) return fields[9];
    }
  }
  return undefined;
}

/**
 * The process among `candidates` that holds the socket connected from local port `port` to `peerPort`,
 * or undefined when none does (the connection is gone, or another process holds it).
 */
export function processOfConnection(
  port: number,
  peerPort: number,
  candidates: number[],
): number | undefined {
  const inode = socketInode(port, peerPort);
  if (inode === undefined) return undefined;
  const link = `socket:[${inode}]`;
  for (const pid of candidates) {
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        if (readlinkSync(`/proc/${pid}/fd/${fd}`) === link) return pid;
      } catch {
        // closed between the listing and the read
      }
    }
  }
  return undefined;
}
