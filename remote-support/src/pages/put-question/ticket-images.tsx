// The images row of the ticket form: thumbnails with their upload state, retry / remove, and an add tile.
import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleCheck, ImagePlus, LoaderCircle, RotateCcw, TriangleExclamationPoint, X } from 'lucide-react';
import { toast } from '@uc/shared';
import { MAX_IMAGES, MAX_IMAGE_BYTES, type TicketImage, type useTicketImages } from './use-ticket-images';

type Images = ReturnType<typeof useTicketImages>;

function ImageTile({ image, index, onRetry, onRemove }: {
  image: TicketImage; index: number; onRetry: () => void; onRemove: () => void;
}) {
  const { t } = useTranslation('support');
  const name = t('putQuestion.images.name', { index: index + 1 });
  const state = t(`putQuestion.images.${image.status}`);
  return (
    <li className={`uc-ticket-image uc-ticket-image--${image.status}`} aria-label={`${name}: ${state}`}>
      {image.previewUrl ? <img className="uc-ticket-image__preview" src={image.previewUrl} alt="" /> : null}
      <span className="uc-ticket-image__state" role={image.status === 'failed' ? 'alert' : undefined}>
        {image.status === 'uploading' ? <LoaderCircle className="uc-ticket-image__spinner" aria-hidden="true" size={20} /> : null}
        {image.status === 'succeeded' ? <CircleCheck aria-hidden="true" size={18} /> : null}
        {image.status === 'failed' ? <TriangleExclamationPoint aria-hidden="true" size={18} /> : null}
        <span className={image.status === 'succeeded' ? 'uc-visually-hidden' : 'uc-ticket-image__state-text'}>{state}</span>
      </span>
      {image.status === 'failed' ? (
        <button type="button" className="uc-ticket-image__retry" onClick={onRetry} aria-label={t('putQuestion.images.retry', { name })}>
          <RotateCcw aria-hidden="true" size={16} />
        </button>
      ) : null}
      <button type="button" className="uc-ticket-image__remove" onClick={onRemove} aria-label={t('putQuestion.images.remove', { name })}>
        <X aria-hidden="true" size={16} />
      </button>
    </li>
  );
}

export function TicketImages({ images }: { images: Images }) {
  const { t } = useTranslation('support');
  const inputId = useId();
  const hintId = useId();

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = ''; // the same file may be picked again after removing it
    const refusal = images.add(files);
    if (refusal) toast(t(refusal.key, refusal.values ?? {}));
  };

  return (
    <fieldset className="uc-ticket-images">
      <legend className="uc-ticket-form__label">{t('putQuestion.images.label')}</legend>
      <p id={hintId} className="uc-ticket-images__hint">
        {t('putQuestion.images.hint', { count: MAX_IMAGES, size: MAX_IMAGE_BYTES / (1024 * 1024) })}
      </p>
      <ul className="uc-ticket-images__list">
        {images.images.map((image, index) => (
          <ImageTile
            key={image.id}
            image={image}
            index={index}
            onRetry={() => images.retry(image.id)}
            onRemove={() => images.remove(image.id)}
          />
        ))}
        {images.images.length < MAX_IMAGES ? (
          <li className="uc-ticket-images__add">
            <input
              id={inputId}
              className="uc-visually-hidden"
              type="file"
              accept="image/*"
              multiple
              aria-describedby={hintId}
              onChange={pick}
            />
            <label htmlFor={inputId} className="uc-ticket-images__add-button">
              <ImagePlus aria-hidden="true" size={28} />
              <span className="uc-visually-hidden">{t('putQuestion.images.add')}</span>
            </label>
          </li>
        ) : null}
      </ul>
    </fieldset>
  );
}
