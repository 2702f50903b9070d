import useEmblaCarousel from "embla-carousel-react";
import { type CSSProperties, type ReactNode, useCallback, useEffect, useId, useState } from "react";
import {
  autoplayInterval,
  emblaDuration,
  PROGRESSIVE_LOAD_MS,
  RESIZE_DEBOUNCE_MS,
} from "./carousel-timings.ts";
import { usePrefersReducedMotion } from "./use-client-state.ts";
import carouselStyles from "./carousel.css?url";
import { Stylesheet } from "#app/components/ui/stylesheet.tsx";
import { useCatalogue } from "#app/i18n/use-locale.ts";

/** How many slides show at once: `wide`, below 1024 px, below 600 px (docs/decisions/200, Content). */
export type SlidesToShow = { wide: number; below1024?: number; below600?: number };

/**
 * The one carousel of the site, on Embla (a maintained, small engine). It adds what the specification
 * asks of every carousel (docs/decisions/200, Content): autoplay every speed + 50 ms that pauses on hover or
 * focus and resumes on leave or blur unless the visitor paused it; a pause button; 50 ms debounced resize;
 * later slides rendered only when near view (or after a second of idle time); previous/next and dots.
 * Accessible as an APG carousel: a labelled region, slides labelled "n of m".
 */
export function Carousel({
  label,
  slides,
  slidesToShow = { wide: 1 },
  loop = true,
  speedMs = 500,
  autoplay = false,
  autoplaySpeedMs = 3000,
  dots = true,
  className,
}: {
  label: string;
  slides: ReactNode[];
  slidesToShow?: SlidesToShow;
  loop?: boolean;
  speedMs?: number;
  autoplay?: boolean;
  /** How long a slide stays before the next (react-slick's autoplaySpeed); the interval adds 50 ms. */
  autoplaySpeedMs?: number;
  dots?: boolean;
  className?: string;
}) {
  const [viewportRef, api] = useEmblaCarousel({
    loop,
    align: "start",
    duration: emblaDuration(speedMs),
    watchResize: false,
  });
  const id = useId();
  const ui = useCatalogue().common.ui;
  const count = slides.length;
  const [selected, setSelected] = useState(0);
  const [snaps, setSnaps] = useState<number[]>([]);
  const [loaded, setLoaded] = useState(() => new Set(range(Math.min(count, slidesToShow.wide))));
  // Visitors who ask for reduced motion start paused (DESIGN.md "Motion") until they press play.
  const reducedMotion = usePrefersReducedMotion();
  const [pausedByVisitor, setPausedByVisitor] = useState<boolean | null>(null);
  const userPaused = pausedByVisitor ?? reducedMotion;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const markInView = useCallback(() => {
    if (!api) return;
    const visible = api.slidesInView();
    setLoaded((prev) => {
      const next = new Set(prev);
      for (const i of visible) {
        next.add(i);
        next.add((i + 1) % count);
      }
      return next.size === prev.size ? prev : next;
    });
  }, [api, count]);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    const onReInit = () => {
      setSnaps(api.scrollSnapList());
      onSelect();
      markInView();
    };
    // Embla is an external system: read its first state in a callback, as after any later change.
    const frame = requestAnimationFrame(onReInit);
    api.on("select", onSelect).on("reInit", onReInit).on("slidesInView", markInView);
    return () => {
      cancelAnimationFrame(frame);
      api.off("select", onSelect).off("reInit", onReInit).off("slidesInView", markInView);
    };
  }, [api, markInView]);

  // Resize: re-measure once the window has settled for 50 ms.
  useEffect(() => {
    if (!api) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => api.reInit(), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener("resize", onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("resize", onResize);
    };
  }, [api]);

  // Progressive loading: one more slide each idle second, so swiping later finds it ready.
  useEffect(() => {
    if (loaded.size >= count) return;
    const timer = setTimeout(() => {
      setLoaded((prev) => {
        const next = new Set(prev);
        const missing = range(count).find((i) => !next.has(i));
        if (missing !== undefined) next.add(missing);
        return next;
      });
    }, PROGRESSIVE_LOAD_MS);
    return () => clearTimeout(timer);
  }, [loaded, count]);

  // Until embla has measured the slides (after hydration), previous/next could not move anything.
  const ready = snaps.length > 0;
  const playing = autoplay && !userPaused && !hovered && !focused;
  useEffect(() => {
    if (!api || !playing) return;
    const timer = setInterval(() => api.scrollNext(), autoplayInterval(autoplaySpeedMs));
    return () => clearInterval(timer);
  }, [api, playing, autoplaySpeedMs]);

  const style = {
    "--per-view": slidesToShow.wide,
    "--per-view-1024": slidesToShow.below1024 ?? slidesToShow.wide,
    "--per-view-600": slidesToShow.below600 ?? slidesToShow.below1024 ?? slidesToShow.wide,
  } as CSSProperties;

  return (
    <section
      className={`carousel ${className ?? ""}`}
      aria-roledescription="carousel"
      aria-label={label}
      style={style}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="carousel__viewport" ref={viewportRef}>
        <div className="carousel__track" id={`${id}-slides`} aria-live={playing ? "off" : "polite"}>
          {slides.map((slide, index) => (
            <div
              key={index}
              className="carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={ui.slideOf(index + 1, count)}
              data-active={index === selected ? "" : undefined}
            >
              {loaded.has(index) ? slide : <div className="carousel__placeholder" />}
            </div>
          ))}
        </div>
      </div>
      <div className="carousel__controls">
        {autoplay ? (
          <button
            type="button"
            className="carousel__button"
            aria-label={userPaused ? ui.playSlideShow : ui.pauseSlideShow}
            onClick={() => setPausedByVisitor(!userPaused)}
          >
            <span
              aria-hidden="true"
              className={userPaused ? "carousel__icon-play" : "carousel__icon-pause"}
            />
          </button>
        ) : null}
        <button
          type="button"
          className="carousel__button"
          aria-controls={`${id}-slides`}
          aria-label={ui.previousSlide}
          disabled={!ready}
          onClick={() => api?.scrollPrev()}
        >
          <span aria-hidden="true">‹</span>
        </button>
        {dots && snaps.length > 1 ? (
          <div className="carousel__dots">
            {snaps.map((_, index) => (
              <button
                key={index}
                type="button"
                className="carousel__dot"
                aria-label={ui.goToSlide(index + 1)}
                aria-current={index === selected ? "true" : undefined}
                onClick={() => api?.scrollTo(index)}
              />
            ))}
          </div>
        ) : null}
        <button
          type="button"
          className="carousel__button"
          aria-controls={`${id}-slides`}
          aria-label={ui.nextSlide}
          disabled={!ready}
          onClick={() => api?.scrollNext()}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <Stylesheet href={carouselStyles} />
    </section>
  );
}

function range(n: number): number[] {
  return Array.from({ length: n }, (_, i) => i);
}
