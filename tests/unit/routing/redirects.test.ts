import { describe, expect, it, vi } from 'vitest';
import { RedirectTracker, resolveNotFound } from '../../../engine/routing/redirects.ts';

describe('404 handling (shell spec §2.2)', () => {
  const lookup = async (path: string) =>
    path === '/old-dresses'
      ? { redirectPath: '/dresses' }
      : path === '/temp'
        ? { redirectPath: '/sale', statusCode: 302 }
        : undefined;

  it('force-redirect flag answers 301 to the home context path', async () => {
    expect(await resolveNotFound('/anything', '?forceRedirect=1', '/en-gb/', lookup)).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/en-gb/',
    });
  });
  it('a found redirect is 301 by default and keeps the query', async () => {
    expect(await resolveNotFound('/old-dresses', '?ref=footer&page=2', '/', lookup)).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/dresses?ref=footer&page=2',
    });
  });
  it('keeps the status the lookup gives', async () => {
    expect(await resolveNotFound('/temp', '', '/', lookup)).toMatchObject({
      status: 302,
      location: '/sale',
    });
  });
  it.each([
    'https://evil.example/dresses',
    '//evil.example/dresses',
    '/\\evil.example',
    'javascript:alert(1)',
    '/dresses\r\nSet-Cookie: x=1',
  ])(
    'a lookup target off the site (%j) is never sent: 404 and an error log (issue 10)',
    async (target) => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const outcome = await resolveNotFound('/bad', '?a=1', '/', async () => ({
        redirectPath: target,
      }));
      expect(outcome).toMatchObject({ kind: 'not-found', status: 404 });
      expect(errors).toHaveBeenCalledTimes(1);
      errors.mockRestore();
    },
  );
  it('otherwise a 404 with a message', async () => {
    expect(await resolveNotFound('/nope', '', '/', lookup)).toEqual({
      kind: 'not-found',
      status: 404,
      message: 'No page at /nope',
    });
  });
});

describe('client redirects are recorded to detect loops (shell spec §2.2)', () => {
  it('a destination already in the chain is a loop', () => {
    const tracker = new RedirectTracker(5000, 10, () => 0);
    expect(tracker.record('/a', '/b')).toBe('ok');
    expect(tracker.record('/b', '/c')).toBe('ok');
    expect(tracker.record('/c', '/a')).toBe('loop');
  });
  it('forgets redirects older than the window', () => {
    let now = 0;
    const tracker = new RedirectTracker(1000, 10, () => now);
    tracker.record('/a', '/b');
    now = 5000;
    expect(tracker.record('/b', '/a')).toBe('ok');
  });
  it('too many hops is a loop', () => {
    const tracker = new RedirectTracker(5000, 3, () => 0);
    expect(tracker.record('/1', '/2')).toBe('ok');
    expect(tracker.record('/2', '/3')).toBe('ok');
    expect(tracker.record('/3', '/4')).toBe('loop');
  });
});
