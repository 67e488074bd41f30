// @ts-check
/**
 * Videos editors embed in a body (the rich text's "Video" block): where they
 * come from, in one place. The page shows a preview of its own first (a local
 * poster or a plain placeholder, the title, a link to the video's page), so no
 * request goes to another host until the visitor clicks; the click puts in the
 * provider's player, from the privacy-enhanced hosts below. The header policy
 * (lib/edge/securityHeaders.mjs) allows frames from these hosts and no others;
 * the page's script (lib/edge/enhance.mjs) and the body's sanitiser
 * (components/RichText.tsx) accept only players at these addresses.
 */

/** The providers: each player's origin (what `frame-src` allows) and how its addresses read. */
export const videoProviders = /** @type {const} */ ({
  youtube: { name: 'YouTube', playerOrigin: 'https://www.youtube-nocookie.com' },
  vimeo: { name: 'Vimeo', playerOrigin: 'https://player.vimeo.com' },
})

/** @typedef {keyof typeof videoProviders} VideoProvider */
/** @typedef {{ provider: VideoProvider, id: string, playerUrl: string, pageUrl: string }} Video */

/** The players' origins, for the header policy's `frame-src`. */
/** @type {string[]} */
export const videoPlayerOrigins = Object.values(videoProviders).map((provider) => provider.playerOrigin)

/**
 * The video an address names (a YouTube watch, short, embed or youtu.be
 * address; a Vimeo page or player address), or null for anything else.
 * @param {string} address
 * @returns {Video | null}
 */
export function parseVideoUrl(address) {
  let url
  try {
    url = new URL(address.trim())
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  const host = url.hostname.replace(/^(www\.|m\.)/, '')
  const path = url.pathname.split('/').filter(Boolean)
  /** @type {string | undefined} */
  let youtube
  if (host === 'youtu.be') youtube = path[0]
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    youtube =
      path[0] === 'watch'
        ? (url.searchParams.get('v') ?? undefined)
        : ['embed', 'shorts', 'live'].includes(path[0] ?? '')
          ? path[1]
          : undefined
  }
  if (youtube !== undefined) {
    if (!/^[\w-]{11}$/.test(youtube)) return null
    return {
      provider: 'youtube',
      id: youtube,
      playerUrl: `${videoProviders.youtube.playerOrigin}/embed/${youtube}?autoplay=1&rel=0`,
      pageUrl: `https://www.youtube.com/watch?v=${youtube}`,
    }
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = (host === 'player.vimeo.com' ? path[1] : path.find((part) => /^\d+$/.test(part))) ?? ''
    if (!/^\d{1,12}$/.test(id)) return null
    return {
      provider: 'vimeo',
      id,
      playerUrl: `${videoProviders.vimeo.playerOrigin}/video/${id}?autoplay=1&dnt=1`,
      pageUrl: `https://vimeo.com/${id}`,
    }
  }
  return null
}

/**
 * Whether an address is one of the players above (what a preview may turn into).
 * @param {string} address
 */
export function isVideoPlayerUrl(address) {
  try {
    const url = new URL(address)
    return videoPlayerOrigins.includes(url.origin) && /^\/(embed|video)\/[\w-]+$/.test(url.pathname)
  } catch {
    return false
  }
}

/** @param {string} text */
const escapeHtml = (text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * The preview's markup in a body: nothing in it loads from another host.
 * @param {{ url: string, title: string, poster?: { url: string, width?: number | null, height?: number | null } | null }} block
 * @returns {string}
 */
export function videoPreviewHtml({ url, title, poster }) {
  const video = parseVideoUrl(url)
  if (!video) return ''
  const provider = videoProviders[video.provider].name
  const name = escapeHtml(title.trim() || `A video on ${provider}`)
  const picture =
    poster?.url && poster.url.startsWith('/')
      ? `<img class="video-embed__poster" src="${escapeHtml(poster.url)}" alt=""${poster.width ? ` width="${poster.width}"` : ''}${poster.height ? ` height="${poster.height}"` : ''}>`
      : ''
  return [
    `<figure class="video-embed">`,
    `<div class="video-embed__frame" data-video-src="${escapeHtml(video.playerUrl)}" data-video-title="${name}">`,
    picture,
    `<button type="button" class="video-embed__play" data-video-play="">Play the video: ${name}</button>`,
    `</div>`,
    `<figcaption class="video-embed__caption">${name}. Playing it loads the player from ${provider}. <a href="${escapeHtml(video.pageUrl)}">Watch on ${provider}</a></figcaption>`,
    `</figure>`,
  ].join('')
}
