import { loadOnce } from '../load-once';

it('loads once for callers at the same time and after', async () => {
  const load = jest.fn(async () => 'chunk');
  const get = loadOnce(load);
  expect(get.loaded()).toBeNull();
  await expect(Promise.all([get(), get()])).resolves.toEqual(['chunk', 'chunk']);
  await expect(get()).resolves.toBe('chunk');
  expect(load).toHaveBeenCalledTimes(1);
  expect(get.loaded()).toBe('chunk');
});

it('a failed download is tried again by the next call', async () => {
  const load = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValueOnce('chunk');
  const get = loadOnce(load);
  await expect(get()).rejects.toThrow('ChunkLoadError');
  expect(get.loaded()).toBeNull();
  await expect(get()).resolves.toBe('chunk');
  expect(load).toHaveBeenCalledTimes(2);
});
