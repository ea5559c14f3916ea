import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { Image } from '@mantine/core';
import classes from './PhotoCarousel.module.css';

/**
 * An ad's photos one at a time, moved by the arrows, the dots, a swipe or the keyboard. No autoplay
 * plugin is loaded: the photos never move by themselves (spec section 2).
 */
export function PhotoCarousel({ photos, title }: { photos: { src: string }[]; title: string }) {
  if (photos.length === 0) return null;
  return (
    <Carousel
      withIndicators={photos.length > 1}
      withControls={photos.length > 1}
      emblaOptions={{ loop: photos.length > 1 }}
      classNames={{ root: classes.root, indicator: classes.indicator }}
      aria-label={`Photos of ${title}`}
      previousControlProps={{ 'aria-label': 'Previous photo' }}
      nextControlProps={{ 'aria-label': 'Next photo' }}
    >
      {photos.map((photo, i) => (
        <Carousel.Slide key={photo.src}>
          <Image src={photo.src} alt={`${title}, photo ${i + 1} of ${photos.length}`} h={320} fit="contain" className={classes.photo} />
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
