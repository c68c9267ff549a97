// Child process: the smallest server that answers GET /api/posts with the body the real server
// gave, either as a bare Express 5 route or on bare node:http. Both serialize the same object on
// every request, as the real route does, so the ratios isolate what the app adds around it.
import fs from 'node:fs';
import http from 'node:http';
import express from 'express';

const [kind, bodyFile] = process.argv.slice(2);
const data: unknown = JSON.parse(fs.readFileSync(bodyFile, 'utf8'));

function expressServer(): http.Server {
  const app = express();
  app.get('/api/posts', (_req, res) => {
    res.json(data);
  });
  return http.createServer(app);
}

function nodeServer(): http.Server {
  return http.createServer((req, res) => {
    if (req.method !== 'GET' || !req.url?.startsWith('/api/posts')) {
      res.writeHead(404).end();
      return;
    }
    const body = JSON.stringify(data);
    res.writeHead(200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
    });
    res.end(body);
  });
}

if (kind !== 'express' && kind !== 'node') throw new Error('usage: ceiling-server.ts express|node BODY_FILE');
const server = kind === 'express' ? expressServer() : nodeServer();
server.listen(0, '127.0.0.1', () => {
  // The parent reads this line to learn the port.
  console.log(`PORT ${(server.address() as { port: number }).port}`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
