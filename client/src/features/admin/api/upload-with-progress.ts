import { CSRF_COOKIE, CSRF_HEADER } from '@shared/constants';
import { ApiError, readCookie } from '@/lib/api';
import { clearStoredAdmin } from '../auth/admin-store';

export interface ProgressOptions {
  /** Share of the bytes sent, 0 to 1; 1 means the server now has the whole file. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * POSTs multipart form data to an admin endpoint and resolves with its JSON answer. XMLHttpRequest
 * rather than fetch because only it reports upload progress; otherwise it behaves like apiRequest:
 * credentials, the CSRF header, and an ApiError "STATUS: body" on refusal (a 401 also forgets the
 * stored admin, as adminRequest does).
 */
export function postWithProgress<T>(url: string, body: FormData, options: ProgressOptions = {}): Promise<T> {
  const { onProgress, signal } = options;
  if (signal?.aborted) return Promise.reject(new DOMException('The upload was cancelled.', 'AbortError'));

  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    const token = readCookie(CSRF_COOKIE);
    if (token) xhr.setRequestHeader(CSRF_HEADER, token);

    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbort);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      settle();
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        try {
          resolve(JSON.parse(xhr.responseText) as T);
        } catch {
          reject(new ApiError(xhr.status, `${xhr.status}: ${xhr.responseText}`, xhr.responseText));
        }
        return;
      }
      if (xhr.status === 401) clearStoredAdmin();
      const text = xhr.responseText || xhr.statusText;
      reject(new ApiError(xhr.status, `${xhr.status}: ${text}`, text));
    };
    xhr.onerror = () => {
      settle();
      reject(new Error('The upload could not reach the server. Check the connection and try again.'));
    };
    xhr.onabort = () => {
      settle();
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    };
    xhr.send(body);
  });
}
