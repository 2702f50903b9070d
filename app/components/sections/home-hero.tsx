import { useEffect, useRef, useState } from "react";
import { ContentImg } from "#app/components/ui/content-img.tsx";
import { SocialLinks } from "#app/components/ui/social-links.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import type { HomeContent } from "#app/content/home.ts";
import { claimFigures } from "#app/content/claims.ts";
import { assetUrl } from "#app/content/site.ts";
import { useCatalogue } from "#app/i18n/use-locale.ts";
import homeHeroStyles from "./home-hero.css?url";
import { Stylesheet } from "#app/components/ui/stylesheet.tsx";

/**
 * Full-screen hero: the poster illustration is the first paint (and the LCP element); the muted looping
 * film is fetched only after the page has loaded and never for visitors who prefer reduced motion
 * (docs/decisions/120-home-hero-video.md). A pause button stops it (WCAG 2.2.2).
 */
export function HomeHero({ hero, nextId }: { hero: HomeContent["hero"]; nextId: string }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [loadVideo, setLoadVideo] = useState(false);
  const [playing, setPlaying] = useState(false);
  const text = useCatalogue().home.home;

  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const start = () => setTimeout(() => setLoadVideo(true), 300);
    if (document.readyState === "complete") {
      const timer = start();
      return () => clearTimeout(timer);
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onLoad = () => (timer = start());
    window.addEventListener("load", onLoad, { once: true });
    return () => {
      window.removeEventListener("load", onLoad);
      clearTimeout(timer);
    };
  }, []);

  useEffect(() => {
    const video = videoRef.current;
    if (!loadVideo || !video) return;
    video.load();
    video.play().catch(() => setPlaying(false));
  }, [loadVideo]);

  return (
    <section className="home-hero" aria-labelledby="home-hero-heading">
      <ContentImg image={hero.poster} priority className="home-hero__media" sizes="100vw" />
      {loadVideo ? (
        <video
          ref={videoRef}
          className="home-hero__media home-hero__video"
          data-playing={playing ? "" : undefined}
          muted
          loop
          playsInline
          preload="auto"
          aria-hidden="true"
          tabIndex={-1}
          onPlaying={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
        >
          {hero.videoSources.map((source) => (
            <source key={source.src} src={assetUrl(source.src)} type={source.type} />
          ))}
        </video>
      ) : null}
      <div className="home-hero__shade" />
      <div className="container home-hero__content">
        <h1 id="home-hero-heading" className="home-hero__heading">
          {hero.heading}
        </h1>
        <p className="home-hero__tagline">{text.heroTagline(claimFigures.powerLifeYears)}</p>
      </div>
      {loadVideo ? (
        <button
          type="button"
          className="home-hero__toggle"
          aria-label={playing ? text.pauseVideo : text.playVideo}
          onClick={() => {
            const video = videoRef.current;
            if (!video) return;
            if (video.paused) void video.play();
            else video.pause();
          }}
        >
          {/* An inline SVG, not the carousel's CSS-drawn glyph: carousel.css is not on this page. */}
          <Icon name={playing ? "pause" : "play"} size={20} />
        </button>
      ) : null}
      <a href={`#${nextId}`} className="home-hero__scroll">
        <Icon name="arrowDown" size={28} />
        <span className="visually-hidden">{text.scrollDown}</span>
      </a>
      <SocialLinks className="home-hero__social" linkClassName="home-hero__social-link" />
      <Stylesheet href={homeHeroStyles} />
    </section>
  );
}
