// The ticket's images (SPEC §4 "Ticket image upload: uploading, succeeded, failed"): each one uploads through the
// ticket service as soon as it is picked, one at a time; a failed one can be retried or removed. What leaves is the
// image re-encoded (reencode-image: no metadata, at most 2048 px) under a generated name, never the picked file.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@uc/shared';
import { obtainTicketToken, uploadTicketImage } from '../../api/ticket-service-calls';
import { ImageDecodeError, reencodeImage } from './reencode-image';

export type TicketImageStatus = 'uploading' | 'succeeded' | 'failed';

export interface TicketImage {
  id: string;
  file: File;
  /** A local object URL for the thumbnail ('' where the browser has none). */
  previewUrl: string;
  status: TicketImageStatus;
  /** The service's address of the uploaded image, once succeeded. */
  url: string;
  /** The name it is uploaded under (ticket-<n>.jpg): the picked file's own name may say who or where. */
  uploadName: string;
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
  const { t } = useTranslation('support');
  const [images, setImages] = useState<TicketImage[]>([]);
  const picked = useRef(0);
  const latest = useRef<TicketImage[]>([]);
  latest.current = images;
  const token = useRef<Promise<{ token: string }> | null>(null);
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

  const drop = useCallback((id: string) => {
    const image = latest.current.find((i) => i.id === id);
    if (image) revoke(image);
    latest.current = latest.current.filter((i) => i.id !== id);
    if (mounted.current) setImages(latest.current);
  }, []);

  const uploadOne = useCallback(
    async (image: TicketImage) => {
      // Removed (or the page left) while waiting its turn or being re-encoded: nothing to do.
      const wanted = () => mounted.current && latest.current.some((i) => i.id === image.id);
      if (!wanted()) return;
      let prepared: File;
      try {
        prepared = await reencodeImage(image.file, image.uploadName);
      } catch (e) {
        // Not an image after all: it goes, with the same words as a refused pick; nothing typed is touched.
        if (e instanceof ImageDecodeError) {
          drop(image.id);
          if (mounted.current) toast(t('putQuestion.images.notImage'));
        } else update(image.id, { status: 'failed', url: '' });
        return;
      }
      if (!wanted()) return;
      try {
        token.current ??= obtainTicketToken();
        const url = await uploadTicketImage(prepared, (await token.current).token);
        update(image.id, { status: 'succeeded', url });
      } catch {
        token.current = null; // a refused or expired token is fetched again on the next try
        update(image.id, { status: 'failed', url: '' });
      }
    },
    [drop, t, update],
  );

  // One by one: each upload starts when the previous one has settled.
  const enqueue = useCallback(
    (image: TicketImage) => {
      queue.current = queue.current.then(() => uploadOne(image));
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
        else if (accepted.length >= room) refusal ??= { key: 'putQuestion.images.tooMany', values: { count: MAX_IMAGES } };
        else {
          picked.current += 1;
          const uploadName = `ticket-${picked.current}.jpg`;
          accepted.push({ id: `image-${(nextId += 1)}`, file, previewUrl: previewOf(file), status: 'uploading', url: '', uploadName });
        }
      }
      if (accepted.length) {
        latest.current = [...latest.current, ...accepted];
        setImages(latest.current);
        accepted.forEach(enqueue);
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
      enqueue(image);
    },
    [enqueue, update],
  );

  const remove = drop;

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
