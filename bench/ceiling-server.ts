// Child process: the smallest server that answers what the real server answered for some paths,
// either as bare Express 5 routes or on bare node:http. A JSON body is serialized on every request,
// as the real route's `res.json` would; an HTML body is sent as the string it is, as a bare Express
// route with the page in memory would. Either way the ratios isolate what the app adds around it.
import fs from 'node:fs';
import http from 'node:http';
import express from 'express';
import type { CeilingRoute } from './ceilings';

const [kind, routesFile] = process.argv.slice(2);
const routes = JSON.parse(fs.readFileSync(routesFile, 'utf8')) as CeilingRoute[];

function expressServer(): http.Server {
  const app = express();
  for (const route of routes) {
    if (route.type === 'json') {
      const data: unknown = JSON.parse(route.body);
      app.get(route.path, (_req, res) => {
        res.json(data);
      });
    } else {
      app.get(route.path, (_req, res) => {
        res.send(route.body);
      });
    }
  }
  return http.createServer(app);
}

function nodeServer(): http.Server {
  const answers = new Map(
    routes.map((route) => {
      const data: unknown = route.type === 'json' ? JSON.parse(route.body) : undefined;
      const type = `${route.type === 'json' ? 'application/json' : 'text/html'}; charset=utf-8`;
      const body = () => (route.type === 'json' ? JSON.stringify(data) : route.body);
      return [route.path, { type, body }];
    }),
  );
  return http.createServer((req, res) => {
    const answer = req.method === 'GET' ? answers.get(req.url?.split('?')[0] ?? '') : undefined;
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    const body = answer.body();
    res.writeHead(200, { 'Content-Type': answer.type, 'Content-Length': Buffer.byteLength(body) });
    res.end(body);
  });
}

if (kind !== 'express' && kind !== 'node')
  throw new Error('usage: ceiling-server.ts express|node ROUTES_FILE');
const server = kind === 'express' ? expressServer() : nodeServer();
server.listen(0, '127.0.0.1', () => {
  // The parent reads this line to learn the port.
  console.log(`PORT ${(server.address() as { port: number }).port}`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
