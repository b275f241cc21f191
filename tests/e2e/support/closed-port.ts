import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The URL of a local port that nothing listens on (taken from the system, then let go). */
export const closedPortUrl = async () => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
  return `http://127.0.0.1:${port}`;
};
