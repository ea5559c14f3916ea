import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { Image } from '@mantine/core';
import { useT } from '../../../lib/i18n';
import classes from './PhotoCarousel.module.css';

/**
 * An ad's photos one at a time, moved by the arrows, the dots, a swipe or the keyboard. No autoplay
 * plugin is loaded: the photos never move by themselves (spec section 2).
 */
export function PhotoCarousel({ photos, title }: { photos: { src: string }[]; title: string }) {
  const t = useT();
  if (photos.length === 0) return null;
  return (
    <Carousel
      withIndicators={photos.length > 1}
      withControls={photos.length > 1}
      emblaOptions={{ loop: photos.length > 1 }}
      classNames={{ root: classes.root, indicator: classes.indicator }}
      aria-label={t(/*i18n*/ 'Photos of {bus}', { bus: title })}
      previousControlProps={{ 'aria-label': t(/*i18n*/ 'Previous photo') }}
      nextControlProps={{ 'aria-label': t(/*i18n*/ 'Next photo') }}
    >
      {photos.map((photo, i) => (
        <Carousel.Slide key={photo.src}>
          <Image
            src={photo.src}
            alt={t(/*i18n*/ '{bus}, photo {n} of {count}', { bus: title, n: i + 1, count: photos.length })}
            h={320}
            fit="contain"
            className={classes.photo}
          />
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
