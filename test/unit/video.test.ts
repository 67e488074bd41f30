import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { RichText } from '@/components/RichText'
import { contentSecurityPolicy, securityHeaders } from '@/lib/edge/securityHeaders.mjs'
import { isVideoPlayerUrl, parseVideoUrl, videoPreviewHtml } from '@/lib/video.mjs'

describe('video addresses', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0'],
    ['https://youtu.be/dQw4w9WgXcQ?t=10', 'youtube', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'youtube', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0'],
    ['https://vimeo.com/76979871', 'vimeo', 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1'],
    ['https://vimeo.com/channels/staffpicks/76979871', 'vimeo', 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1'],
    ['https://player.vimeo.com/video/76979871', 'vimeo', 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1'],
  ])('%s is a %s video', (address, provider, playerUrl) => {
    expect(parseVideoUrl(address)).toMatchObject({ provider, playerUrl })
    expect(isVideoPlayerUrl(playerUrl)).toBe(true)
  })

  it.each([
    'https://example.org/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'javascript:alert(1)',
    'https://vimeo.com/not-a-number',
    'not an address',
  ])('%s is refused', (address) => expect(parseVideoUrl(address)).toBeNull())

  it('only the players are players', () => {
    expect(isVideoPlayerUrl('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe(false)
    expect(isVideoPlayerUrl('https://evil.example/embed/x')).toBe(false)
    expect(isVideoPlayerUrl('javascript:alert(1)')).toBe(false)
  })
})

describe('the preview in a body', () => {
  const html = videoPreviewHtml({
    url: 'https://vimeo.com/76979871',
    title: 'Field work <in> Kilifi',
    poster: { url: '/media/poster.jpg', width: 800, height: 450 },
  })

  it('names nothing that loads from another host: a local poster, a button, a link', () => {
    const rendered = renderToStaticMarkup(RichText({ html }))
    expect(rendered).toContain('<img class="video-embed__poster" src="/media/poster.jpg" alt=""')
    expect(rendered).toContain('data-video-src="https://player.vimeo.com/video/76979871?autoplay=1&amp;dnt=1"')
    expect(rendered).toContain(
      '<button type="button" class="video-embed__play" data-video-play>Play the video: Field work &lt;in&gt; Kilifi',
    )
    expect(rendered).toContain('<a href="https://vimeo.com/76979871" rel="noopener">Watch on Vimeo</a>')
    expect(rendered).not.toMatch(/<(iframe|script)/)
    for (const src of rendered.matchAll(/\ssrc="([^"]+)"/g)) expect(src[1]).toMatch(/^\//)
  })

  it('a body from elsewhere cannot point a preview at another player', () => {
    const forged = html.replace(/data-video-src="[^"]*"/, 'data-video-src="https://evil.example/embed/x"')
    expect(forged).toContain('evil.example')
    const rendered = renderToStaticMarkup(RichText({ html: forged }))
    expect(rendered).not.toContain('evil.example')
    expect(rendered).not.toContain('data-video-src')
  })

  it('the header policy frames the players and nothing else from elsewhere', () => {
    const policy = contentSecurityPolicy({ nonce: 'n', https: true })
    expect(policy).toContain("frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com;")
    expect(securityHeaders({ nonce: 'n', https: true })['Permissions-Policy']).toContain(
      'autoplay=(self "https://www.youtube-nocookie.com" "https://player.vimeo.com")',
    )
  })
})
