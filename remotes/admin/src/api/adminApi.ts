/**
 * Every admin call goes through the shared ky client (@thrive/api-client), extended to carry
 * the administrator's token instead of a reader's. A 401 ends the local session, which sends
 * the admin to the sign-in page (and back afterwards).
 */
import { api, toApiError, type ApiError } from '@thrive/api-client';
import { adminSession } from '../session/adminSession';

type KyInstance = Awaited<ReturnType<typeof api>>;

async function adminClient(): Promise<KyInstance> {
  // `api()` is read on every call: the shell configures the shared client at start.
  return (await api()).extend({
    hooks: {
      beforeRequest: [
        (request) => {
          const token = adminSession.getState().token;
          // Never send a reader's token to the admin API.
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
          else request.headers.delete('Authorization');
        },
      ],
      afterResponse: [
        (request, _options, response) => {
          if (response.status === 401 && !request.url.endsWith('/admin/sign-in'))
            adminSession.getState().clear();
        },
      ],
    },
  });
}

const relative = (path: string) => path.replace(/^\/+/, '');

async function call<T>(run: (client: KyInstance) => Promise<T>, fallback: string): Promise<T> {
  try {
    return await run(await adminClient());
  } catch (error) {
    throw await toApiError(error, fallback);
  }
}

export const adminApi = {
  get: <T>(path: string, fallback: string, searchParams?: Record<string, string>) =>
    call((c) => c.get(relative(path), { searchParams }).json<T>(), fallback),
  post: <T>(path: string, body: unknown, fallback: string) =>
    call((c) => c.post(relative(path), { json: body }).json<T>(), fallback),
  /** POST without a JSON answer (204/202). */
  send: (method: 'post' | 'delete', path: string, fallback: string) =>
    call(async (c) => {
      await c[method](relative(path));
    }, fallback),
  patch: <T>(path: string, body: unknown, fallback: string) =>
    call((c) => c.patch(relative(path), { json: body }).json<T>(), fallback),
  postForm: <T>(path: string, form: FormData, fallback: string) =>
    call((c) => c.post(relative(path), { body: form }).json<T>(), fallback),
  download: (path: string, fallback: string) =>
    call(async (c) => {
      const response = await c.get(relative(path));
      const disposition = response.headers.get('content-disposition') ?? '';
      const name = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1];
      return {
        blob: await response.blob(),
        fileName: name ? decodeURIComponent(name) : 'download',
      };
    }, fallback),
};

export type { ApiError };
