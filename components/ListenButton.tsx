'use client'

import { useEffect, useState, useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * Reads the article aloud with the browser's speech synthesis. Navigation
 * cancels it (see NavigationEffects); pressing again stops it.
 */
export function ListenButton({ targetId }: { targetId: string }) {
  const supported = useSyncExternalStore(
    noSubscription,
    () => 'speechSynthesis' in window,
    () => false,
  )
  const [speaking, setSpeaking] = useState(false)

  useEffect(() => {
    return () => {
      if ('speechSynthesis' in window) window.speechSynthesis.cancel()
    }
  }, [])

  if (!supported) return null

  const toggle = () => {
    const synth = window.speechSynthesis
    if (speaking) {
      synth.cancel()
      setSpeaking(false)
      return
    }
    const text = document.getElementById(targetId)?.innerText ?? ''
    const utterance = new SpeechSynthesisUtterance(text)
    utterance.lang = document.documentElement.lang || 'en'
    utterance.onend = () => setSpeaking(false)
    utterance.onerror = () => setSpeaking(false)
    synth.cancel()
    synth.speak(utterance)
    setSpeaking(true)
  }

  return (
    <button type="button" className="button button-secondary" onClick={toggle} aria-pressed={speaking}>
      {speaking ? 'Stop listening' : 'Listen to this page'}
    </button>
  )
}
