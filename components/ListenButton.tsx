'use client'

import { useEffect, useState } from 'react'

/** What is read aloud: the parts of the target marked `data-listen` (title, lede, body), not its kicker, links or buttons. */
export const listenSelector = '[data-listen]'

/**
 * Reads the article aloud with the browser's speech synthesis. Navigation
 * cancels it (see NavigationEffects); pressing again stops it. When the
 * browser cannot speak (no speech synthesis, or no voice), pressing it says so.
 */
export function ListenButton({ targetId }: { targetId: string }) {
  const [speaking, setSpeaking] = useState(false)
  const [message, setMessage] = useState('')

  useEffect(() => {
    // Some browsers load their voices only once asked: ask now, so they are there by the first press.
    if ('speechSynthesis' in window) window.speechSynthesis.getVoices()
    return () => {
      if ('speechSynthesis' in window) window.speechSynthesis.cancel()
    }
  }, [])

  const toggle = () => {
    const synth = 'speechSynthesis' in window ? window.speechSynthesis : null
    // Voices may load late: ask at the press, not at the first render.
    if (!synth || typeof SpeechSynthesisUtterance === 'undefined' || synth.getVoices().length === 0) {
      setMessage('Listening is not available in this browser.')
      return
    }
    if (speaking) {
      synth.cancel()
      setSpeaking(false)
      return
    }
    const target = document.getElementById(targetId)
    const parts = target ? Array.from(target.querySelectorAll<HTMLElement>(listenSelector), (el) => el.innerText.trim()) : []
    const utterance = new SpeechSynthesisUtterance(parts.filter(Boolean).join('\n\n'))
    utterance.lang = document.documentElement.lang || 'en'
    utterance.onend = () => setSpeaking(false)
    utterance.onerror = () => setSpeaking(false)
    synth.cancel()
    synth.speak(utterance)
    setMessage('')
    setSpeaking(true)
  }

  return (
    <p className="listen">
      <button type="button" className="button button-secondary" onClick={toggle} aria-pressed={speaking}>
        {speaking ? 'Stop listening' : 'Listen to this page'}
      </button>
      <span role="status" aria-live="polite">
        {message ? ` ${message}` : null}
      </span>
    </p>
  )
}
