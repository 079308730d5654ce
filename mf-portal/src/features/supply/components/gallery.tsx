import { Button } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const SWIPE_PX = 40;

/**
 * The product's pictures: ←/→ on the focused gallery, swipe on touch screens, thumbnails and
 * buttons otherwise.
 */
export function Gallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation('portal-supply');
  const [index, setIndex] = useState(0);
  const start = useRef<number | null>(null);
  const total = images.length;
  if (total === 0) {
    return (
      <div className="gallery__stage" role="img" aria-label={t('detail.noImage')}>
        {name.slice(0, 1)}
      </div>
    );
  }
  const show = (next: number) => setIndex((next + total) % total);
  return (
    <div
      className="gallery"
      tabIndex={0}
      role="group"
      aria-roledescription="carousel"
      aria-label={name}
      data-testid="gallery"
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') show(index - 1);
        if (event.key === 'ArrowRight') show(index + 1);
      }}
    >
      <div
        className="gallery__stage"
        onPointerDown={(event) => {
          start.current = event.clientX;
        }}
        onPointerUp={(event) => {
          if (start.current === null) return;
          const dx = event.clientX - start.current;
          start.current = null;
          if (dx > SWIPE_PX) show(index - 1);
          if (dx < -SWIPE_PX) show(index + 1);
        }}
      >
        <img
          src={images[index]}
          alt={`${name} · ${t('detail.image', { index: index + 1, total })}`}
          draggable={false}
        />
        {total > 1 && (
          <>
            <Button
              className="gallery__nav gallery__nav--prev"
              shape="circle"
              aria-label={t('detail.previous')}
              onClick={() => show(index - 1)}
            >
              ‹
            </Button>
            <Button
              className="gallery__nav gallery__nav--next"
              shape="circle"
              aria-label={t('detail.next')}
              onClick={() => show(index + 1)}
            >
              ›
            </Button>
          </>
        )}
      </div>
      {total > 1 && (
        <div className="gallery__thumbs">
          {images.map((image, position) => (
            <button
              key={image}
              type="button"
              aria-current={position === index}
              aria-label={t('detail.image', { index: position + 1, total })}
              onClick={() => show(position)}
            >
              <img src={image} alt="" loading="lazy" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
