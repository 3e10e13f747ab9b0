import { describe, expect, it } from 'vitest';
import { requestTarget } from '../../../engine/routing/request-target.ts';

/** Issue 10 §6: a request target's leading segments are path, never a host. */
describe('requestTarget', () => {
  it.each([
    ['//evil.example/dresses', '//evil.example/dresses', ''],
    ['/dresses?page=2', '/dresses', '?page=2'],
    ['///a//b?x=1#frag', '///a//b', '?x=1'],
    ['/a/../b', '/b', ''],
    ['/caf%C3%A9', '/caf%C3%A9', ''],
    ['/search?q=a b', '/search', '?q=a%20b'],
    ['/x?', '/x', ''],
  ])('%s -> %s %s', (target, pathname, search) => {
    expect(requestTarget(target)).toEqual({ pathname, search });
  });
});
