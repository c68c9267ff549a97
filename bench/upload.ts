// Issue 11's figures: how long staff wait for a 12-megapixel photo to upload, and how many
// GET /api/posts requests a second the server still answers while an upload is being processed.
import { generatePhoto } from '../scripts/seed-media';
import { measure, type Measurement } from './load';

export const BENCH_ADMIN = { username: 'bench-admin', password: 'bench-password-2025' };
const UPLOADS_TIMED = 3;

interface Session {
  cookie: string;
  csrf: string;
}

async function signIn(appUrl: string): Promise<Session> {
  const res = await fetch(`${appUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  if (res.status !== 200) throw new Error(`Bench admin sign-in failed: ${res.status}`);
  const cookies = res.headers.getSetCookie().map((line) => line.split(';')[0]);
  const csrf = cookies.find((c) => c.startsWith('csrf-token='))?.slice('csrf-token='.length) ?? '';
  return { cookie: cookies.join('; '), csrf: decodeURIComponent(csrf) };
}

/** One upload over HTTP, as the admin screen sends it; its wall time in ms. */
async function upload(appUrl: string, session: Session, photo: Buffer): Promise<number> {
  const form = new FormData();
  form.append('alt', 'Bench photo');
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
  const started = performance.now();
  const res = await fetch(`${appUrl}/api/admin/media`, {
    method: 'POST',
    headers: { Cookie: session.cookie, 'X-CSRF-Token': session.csrf },
    body: form,
  });
  await res.arrayBuffer();
  if (res.status !== 201) throw new Error(`Bench upload answered ${res.status}`);
  return performance.now() - started;
}

export interface UploadResults {
  photo: { width: number; height: number; bytes: number };
  uploadMs: number[];
  posts: { idle: Measurement; duringUploads: Measurement; uploadsDuring: number };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function runUploadBench(
  appUrl: string,
  seconds: number,
  log: (line: string) => void,
): Promise<UploadResults> {
  log('Generating a 4000 x 3000 photo (12 megapixels) to upload...');
  const photo = await generatePhoto(0, 4000, 3000);
  const session = await signIn(appUrl);
  const uploadMs: number[] = [];
  for (let i = 0; i < UPLOADS_TIMED; i += 1) uploadMs.push(await upload(appUrl, session, photo));

  const request = { method: 'GET' as const, path: '/api/posts' };
  log(`GET /api/posts for ${seconds} s with no upload, then for ${seconds} s with uploads back to back...`);
  const idle = await measure(`${appUrl}/api/posts`, request, seconds);
  let running = true;
  let uploadsDuring = 0;
  const uploads = (async () => {
    while (running) {
      await upload(appUrl, session, photo);
      uploadsDuring += 1;
    }
  })();
  const duringUploads = await measure(`${appUrl}/api/posts`, request, seconds);
  running = false;
  await uploads;

  const results = {
    photo: { width: 4000, height: 3000, bytes: photo.length },
    uploadMs,
    posts: { idle, duringUploads, uploadsDuring },
  };
  printUploadResults(results, log);
  return results;
}

function printUploadResults({ photo, uploadMs, posts }: UploadResults, log: (line: string) => void) {
  const ms = (n: number) => `${Math.round(n)} ms`;
  const rps = (m: Measurement) =>
    `${Math.round(m.requestsPerSecond)} req/s, p50 ${m.p50Ms} ms, p99 ${m.p99Ms} ms, ${m.errors} errors`;
  log('\nImage uploads (issue 11)');
  log(
    `  12-megapixel JPEG (${(photo.bytes / 1024 / 1024).toFixed(1)} MB): median ${ms(median(uploadMs))} (${uploadMs.map(ms).join(', ')})`,
  );
  log(`  GET /api/posts, no upload:           ${rps(posts.idle)}`);
  log(
    `  GET /api/posts, while uploading:     ${rps(posts.duringUploads)} (${posts.uploadsDuring} uploads finished meanwhile)`,
  );
  log(
    `  Ratio while uploading: ${(posts.duringUploads.requestsPerSecond / posts.idle.requestsPerSecond).toFixed(2)}`,
  );
}
