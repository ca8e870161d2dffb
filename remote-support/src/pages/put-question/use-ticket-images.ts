// The ticket's images (SPEC §4 "Ticket image upload: uploading, succeeded, failed"): each one uploads through the
// ticket service as soon as it is picked, one at a time; a failed one can be retried or removed.
import { useCallback, useEffect, useRef, useState } from 'react';
import { obtainTicketToken, uploadTicketImage } from '../../api/ticket-service-calls';

export type TicketImageStatus = 'uploading' | 'succeeded' | 'failed';

export interface TicketImage {
  id: string;
  file: File;
  /** A local object URL for the thumbnail ('' where the browser has none). */
  previewUrl: string;
  status: TicketImageStatus;
  /** The service's address of the uploaded image, once succeeded. */
  url: string;
}

export const MAX_IMAGES = 4;
/** The ticket service refuses larger files; say so before uploading. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** What add() refused, as a 'support' text key and its values. */
export interface ImageRefusal {
  key: 'putQuestion.images.tooMany' | 'putQuestion.images.notImage' | 'putQuestion.images.tooLarge';
  values?: Record<string, number>;
}

let nextId = 0;
const previewOf = (file: File): string =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
const revoke = (image: TicketImage): void => {
  if (image.previewUrl && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(image.previewUrl);
};

export function useTicketImages() {
  const [images, setImages] = useState<TicketImage[]>([]);
  const latest = useRef<TicketImage[]>([]);
  latest.current = images;
  const token = useRef<Promise<string> | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      latest.current.forEach(revoke);
    };
  }, []);

  const update = useCallback((id: string, patch: Partial<TicketImage>) => {
    if (mounted.current) setImages((list) => list.map((image) => (image.id === id ? { ...image, ...patch } : image)));
  }, []);

  const uploadOne = useCallback(
    async (id: string, file: File) => {
      // Removed (or the page left) while waiting its turn: nothing to do.
      if (!mounted.current || !latest.current.some((image) => image.id === id)) return;
      try {
        token.current ??= obtainTicketToken();
        const url = await uploadTicketImage(file, await token.current);
        update(id, { status: 'succeeded', url });
      } catch {
        token.current = null; // a refused or expired token is fetched again on the next try
        update(id, { status: 'failed', url: '' });
      }
    },
    [update],
  );

  // One by one: each upload starts when the previous one has settled.
  const enqueue = useCallback(
    (id: string, file: File) => {
      queue.current = queue.current.then(() => uploadOne(id, file));
    },
    [uploadOne],
  );

  /** Adds the picked files that fit; returns why the others were refused (the first reason), if any. */
  const add = useCallback(
    (files: readonly File[]): ImageRefusal | undefined => {
      let refusal: ImageRefusal | undefined;
      const room = MAX_IMAGES - latest.current.length;
      const accepted: TicketImage[] = [];
      for (const file of files) {
        if (!file.type.startsWith('image/')) refusal ??= { key: 'putQuestion.images.notImage' };
        else if (file.size > MAX_IMAGE_BYTES) refusal ??= { key: 'putQuestion.images.tooLarge', values: { size: MAX_IMAGE_BYTES / (1024 * 1024) } };
        else if (accepted.length >= room) refusal ??= { key: 'putQuestion.images.tooMany', values: { max: MAX_IMAGES } };
        else accepted.push({ id: `image-${(nextId += 1)}`, file, previewUrl: previewOf(file), status: 'uploading', url: '' });
      }
      if (accepted.length) {
        latest.current = [...latest.current, ...accepted];
        setImages(latest.current);
        accepted.forEach((image) => enqueue(image.id, image.file));
      }
      return refusal;
    },
    [enqueue],
  );

  const retry = useCallback(
    (id: string) => {
      const image = latest.current.find((i) => i.id === id);
      if (!image || image.status !== 'failed') return;
      update(id, { status: 'uploading' });
      enqueue(id, image.file);
    },
    [enqueue, update],
  );

  const remove = useCallback((id: string) => {
    const image = latest.current.find((i) => i.id === id);
    if (image) revoke(image);
    latest.current = latest.current.filter((i) => i.id !== id);
    setImages(latest.current);
  }, []);

  return {
    images,
    add,
    retry,
    remove,
    isUploading: images.some((image) => image.status === 'uploading'),
    hasFailed: images.some((image) => image.status === 'failed'),
    urls: images.filter((image) => image.status === 'succeeded').map((image) => image.url),
  };
}
