import { defaultRuntimeConfig, type FormDescriptor } from '@thrive/platform';
import { isUsableDescriptor, remoteFormsReader } from './remoteForms';

const config = defaultRuntimeConfig();

const contact: FormDescriptor = {
  id: 'contact',
  path: '/help',
  endpoint: '/contact',
  fields: [{ name: 'name' }],
  success: { redirect: '/help/sent' },
  fallbackError: 'x',
};

describe("a remote's published forms", () => {
  it('accepts only API paths and redirects to the site itself', () => {
    expect(isUsableDescriptor(contact)).toBe(true);
    for (const endpoint of ['https://evil.example/x', '//evil.example', '/../admin', '/a?b=c']) {
      expect(isUsableDescriptor({ ...contact, endpoint })).toBe(false);
    }
    for (const redirect of ['//evil.example', 'https://evil.example', '/\\evil.example', 'x']) {
      expect(isUsableDescriptor({ ...contact, success: { redirect } })).toBe(false);
    }
    expect(
      isUsableDescriptor({
        ...contact,
        success: { redirect: '/ok', byAnswer: { field: 'list', redirects: { a: '//evil' } } },
      }),
    ).toBe(false);
  });

  it("reads the owning remote's routes.json, keeps the page's forms, and keeps them when the remote goes away", async () => {
    const requested: string[] = [];
    let up = true;
    const read = remoteFormsReader({
      revalidateAfterMs: 0,
      fetch: (async (url: string) => {
        requested.push(url);
        if (!up) throw new TypeError('fetch failed');
        return Response.json({
          remote: 'marketing',
          entry: { js: [], css: [] },
          pages: {},
          forms: [contact, { ...contact, id: 'evil', endpoint: '//evil.example' }],
        });
      }) as typeof fetch,
    });
    expect(await read(config, '/help')).toEqual([contact]);
    expect(requested[0]).toBe(
      new URL('prerender/routes.json', config.remotes.marketing.manifest).href,
    );
    expect(await read(config, '/about')).toEqual([]);
    up = false;
    expect(await read(config, '/help')).toEqual([contact]);
  });

  it('gives a locale’s forms (their messages in it), the source locale’s where it has none', async () => {
    const pidgin = { ...contact, fallbackError: 'We no fit send am.' };
    const read = remoteFormsReader({
      fetch: (async () =>
        Response.json({
          remote: 'marketing',
          entry: { js: [], css: [] },
          pages: {},
          forms: [contact],
          localeForms: { pcm: [pidgin, { ...pidgin, id: 'evil', endpoint: '//evil.example' }] },
        })) as typeof fetch,
    });
    expect(await read(config, '/help', 'pcm')).toEqual([pidgin]);
    expect(await read(config, '/help', 'en')).toEqual([contact]);
    expect(await read(config, '/help', 'yo')).toEqual([contact]);
    expect(await read(config, '/help')).toEqual([contact]);
  });

  it('has nothing when the remote was never reachable', async () => {
    const read = remoteFormsReader({
      fetch: (async () => new Response('', { status: 503 })) as unknown as typeof fetch,
    });
    expect(await read(config, '/help')).toBeNull();
  });
});
