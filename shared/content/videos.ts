// The campaign's videos (YouTube ids). The Home page embeds the leadership-crisis briefing and the
// Videos page shows it as the featured video above the six cards of SPEC section 2.

export type VideoCategory =
  'Executive Order Crisis' | 'Employee Rights' | 'Benefits & Programs' | 'Healthcare Defense';

export interface Video {
  id: string;
  title: string;
  description: string;
  category: VideoCategory;
  /** Running time as shown on the card, e.g. "19:41". */
  duration: string;
}

export const leadershipVideo: Video = {
  id: 'q7Vx2NcLr8E',
  title: 'The Leadership Crisis: Why This Election Matters',
  description:
    'Jordan Ellis explains what the executive order ending collective bargaining means for every VA employee, and why the council needs experienced, disciplined leadership to survive it.',
  category: 'Executive Order Crisis',
  duration: '12:36',
};

export { youtubeEmbedUrl } from '../video-player.ts';
