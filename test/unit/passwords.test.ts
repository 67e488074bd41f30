import { describe, expect, it } from 'vitest'

import { minimumPasswordLength, passwordProblem } from '@/lib/passwords'

describe('the password policy', () => {
  it('refuses a short password, naming the length', () => {
    expect(passwordProblem('abc')).toMatch(`at least ${minimumPasswordLength} characters`)
    expect(passwordProblem('password')).toMatch(`at least ${minimumPasswordLength} characters`)
  })

  it('refuses long but guessable passwords, saying why', () => {
    expect(passwordProblem('passwordpassword')).toMatch(/too easy to guess.*[Rr]epeated/)
    expect(passwordProblem('qwertyuiop123')).toMatch(/too easy to guess/)
    expect(passwordProblem('iloveyou12345')).toMatch(/too easy to guess/)
  })

  it('refuses a password made of the account’s own words that would pass for someone else', () => {
    expect(passwordProblem('amaokafor2026')).toBeNull()
    expect(passwordProblem('amaokafor2026', ['amaokafor', 'northvale'])).toMatch(/too easy to guess/)
  })

  it('accepts a few unrelated words', () => {
    expect(passwordProblem('lantern orchard seventy quietly')).toBeNull()
    expect(passwordProblem('a long password for the tests')).toBeNull()
  })
})
