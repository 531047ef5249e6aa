import {
  CROP_ASPECT_RATIO,
  CROP_MIN_WIDTH_PX,
  CROPPED_IMAGE_HEIGHT_PX,
  CROPPED_IMAGE_MIME_TYPE,
  CROPPED_IMAGE_WIDTH_PX,
} from '@member-hub/enums';
import 'cropperjs/dist/cropper.css';

import Cropper from 'cropperjs';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../components/Button';

/** Pixels the image moves per arrow key or move button (CSS pixels of the crop area). */
const MOVE_STEP_PX = 10;
/** Zoom ratio per zoom key or button. */
const ZOOM_STEP = 0.1;

export interface ImageCropperProps {
  /** The chosen picture (an object URL or any image address of this origin). */
  src: string;
  /** 'decide': the square the member framed, as a 160×160 PNG. */
  onCrop: (image: Blob) => void;
  /** 'cancel': back to the choice of a picture. */
  onCancel: () => void;
  /** The decide button is disabled while the caller uploads. */
  busy?: boolean;
}

/**
 * The cropper of an uploaded picture (profile §5 "Other rules", §9): a square frame (aspect 1)
 * of at least 100 px, the result 160×160 PNG. Cropper.js does the cropping (its frame and its
 * `getCroppedCanvas`); this component adds what older members need: large corner handles, and
 * buttons and keys to move and zoom the picture (arrow keys move it, + and − zoom) so that it
 * works by touch, mouse and keyboard alike.
 */
export function ImageCropper({ src, onCrop, onCancel, busy = false }: ImageCropperProps) {
  const { t } = useTranslation('profileForm');
  const imageRef = useRef<HTMLImageElement>(null);
  const cropperRef = useRef<Cropper | null>(null);
  const [ready, setReady] = useState(false);
  const hintId = useId();

  useEffect(() => {
    const image = imageRef.current;
    if (!image) return undefined;
    setReady(false);
    const cropper = new Cropper(image, {
      aspectRatio: CROP_ASPECT_RATIO,
      minCropBoxWidth: CROP_MIN_WIDTH_PX,
      viewMode: 1,
      dragMode: 'move',
      autoCropArea: 0.8,
      // Browsers turn photos by their EXIF orientation themselves; the check would fetch the
      // object URL again, which the Content-Security-Policy does not allow.
      checkOrientation: false,
      toggleDragModeOnDblclick: false,
      background: false,
      ready: () => {
        // The frame shows a second copy of the picture: one name for a screen reader is enough.
        image.parentElement?.querySelector('.cropper-view-box img')?.setAttribute('alt', '');
        setReady(true);
      },
    });
    cropperRef.current = cropper;
    return () => {
      cropper.destroy();
      cropperRef.current = null;
    };
  }, [src]);

  const move = (x: number, y: number) => cropperRef.current?.move(x, y);
  const zoom = (ratio: number) => cropperRef.current?.zoom(ratio);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const actions: Record<string, () => unknown> = {
      ArrowLeft: () => move(-MOVE_STEP_PX, 0),
      ArrowRight: () => move(MOVE_STEP_PX, 0),
      ArrowUp: () => move(0, -MOVE_STEP_PX),
      ArrowDown: () => move(0, MOVE_STEP_PX),
      '+': () => zoom(ZOOM_STEP),
      '=': () => zoom(ZOOM_STEP),
      '-': () => zoom(-ZOOM_STEP),
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  }

  function decide() {
    const canvas = cropperRef.current?.getCroppedCanvas({
      width: CROPPED_IMAGE_WIDTH_PX,
      height: CROPPED_IMAGE_HEIGHT_PX,
      imageSmoothingEnabled: true,
      imageSmoothingQuality: 'high',
    });
    canvas?.toBlob((blob) => {
      if (blob) onCrop(blob);
    }, CROPPED_IMAGE_MIME_TYPE);
  }

  return (
    <div className="mh-image-cropper">
      <p id={hintId} className="mh-image-cropper__hint">
        {t('cropper.hint')}
      </p>
      {/* The frame takes the arrow and zoom keys; the buttons below do the same by touch. */}
      {/* eslint-disable jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/no-noninteractive-tabindex -- role application: a key-operated picture area (jsx-a11y does not count it as interactive) */}
      <div
        className="mh-image-cropper__area"
        role="application"
        aria-label={t('cropper.area')}
        aria-describedby={hintId}
        tabIndex={0}
        onKeyDown={onKeyDown}
      >
        <img ref={imageRef} className="mh-image-cropper__image" src={src} alt={t('cropper.image')} />
      </div>
      {/* eslint-enable jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/no-noninteractive-tabindex */}
      <div className="mh-image-cropper__controls" role="group" aria-label={t('cropper.controls')}>
        <Button variant="secondary" debounceMs={0} disabled={!ready} onClick={() => zoom(ZOOM_STEP)}>
          {t('cropper.zoomIn')}
        </Button>
        <Button variant="secondary" debounceMs={0} disabled={!ready} onClick={() => zoom(-ZOOM_STEP)}>
          {t('cropper.zoomOut')}
        </Button>
        <Button variant="secondary" debounceMs={0} disabled={!ready} onClick={() => move(0, -MOVE_STEP_PX)}>
          {t('cropper.up')}
        </Button>
        <Button variant="secondary" debounceMs={0} disabled={!ready} onClick={() => move(0, MOVE_STEP_PX)}>
          {t('cropper.down')}
        </Button>
        <Button variant="secondary" debounceMs={0} disabled={!ready} onClick={() => move(-MOVE_STEP_PX, 0)}>
          {t('cropper.left')}
        </Button>
        <Button variant="secondary" debounceMs={0} disabled={!ready} onClick={() => move(MOVE_STEP_PX, 0)}>
          {t('cropper.right')}
        </Button>
      </div>
      <div className="mh-profile-form__actions">
        <Button block disabled={!ready || busy} onClick={decide}>
          {t('cropper.decide')}
        </Button>
        <Button block variant="secondary" onClick={onCancel}>
          {t('cropper.cancel')}
        </Button>
      </div>
    </div>
  );
}
