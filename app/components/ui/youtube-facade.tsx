import { useState } from "react";
import { type Video, youtubeEmbedUrl } from "#app/content/videos.ts";
import { ContentImg } from "./content-img.tsx";
import youtubeFacadeStyles from "./youtube-facade.css?url";
import { Stylesheet } from "#app/components/ui/stylesheet.tsx";
import { useHydrated } from "#app/components/forms/use-hydrated.ts";
import { useCatalogue } from "#app/i18n/use-locale.ts";

/**
 * A video that costs nothing until asked for: our own thumbnail and a play button; a click swaps in the
 * privacy-enhanced YouTube player. Offline the player simply fails inside its 16:9 box.
 */
export function YoutubeFacade({ video }: { video: Video }) {
  const [playing, setPlaying] = useState(false);
  // The player needs scripts: until they run the button cannot start it (decision 137).
  const hydrated = useHydrated();
  const playVideo = useCatalogue().common.ui.playVideo;
  return (
    <div className="video-facade">
      {playing ? (
        <iframe
          className="video-facade__frame"
          src={youtubeEmbedUrl(video.youtubeId)}
          title={video.title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button
          type="button"
          className="video-facade__button"
          disabled={!hydrated}
          onClick={() => setPlaying(true)}
        >
          <ContentImg image={video.thumbnail} className="video-facade__thumb" />
          <span className="video-facade__play" aria-hidden="true" />
          <span className="video-facade__title">
            <span className="visually-hidden">{playVideo}</span>
            {video.title}
          </span>
        </button>
      )}
      <Stylesheet href={youtubeFacadeStyles} />
    </div>
  );
}
