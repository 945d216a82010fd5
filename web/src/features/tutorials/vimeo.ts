import type { TutorialVideo } from '../../config';

/** The only host a tutorial video is loaded from; the CSP's frame-src allows exactly this origin. */
export const VIMEO_PLAYER_ORIGIN = 'https://player.vimeo.com';

/**
 * The player address of a video. `dnt=1` tells Vimeo not to track the viewer (no cookies,
 * no analytics); `h` is the hash that unlisted videos need; autoplay because the visitor
 * has just clicked to play.
 */
export function vimeoEmbedUrl(video: TutorialVideo): string {
  const params = new URLSearchParams();
  if (video.vimeoHash) params.set('h', video.vimeoHash);
  params.set('dnt', '1');
  params.set('autoplay', '1');
  return `${VIMEO_PLAYER_ORIGIN}/video/${encodeURIComponent(video.vimeoId)}?${params}`;
}
