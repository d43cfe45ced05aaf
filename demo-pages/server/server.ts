/** Entry: `node dist/server/server.mjs` starts the demo store (PORT, HOST). */
import { createDemoServer } from './app';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const server = createDemoServer({
  log: process.env.DEMO_LOG ? (line) => console.log(line) : undefined,
});

server.listen(port, host, () => {
  console.log(`Demo store running at http://${host}:${port}/`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    server.closeAllConnections();
    process.exit(0);
  });
}
