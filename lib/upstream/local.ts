import { ContractError, endpoints } from '../contract'
import { callBackend } from '../backend/call'
import { type Transport, UpstreamNotFound } from './transport'

/** In-process calls into the built-in backend: no HTTP to our own server. */
export const localTransport: Transport = {
  async get(name, params, query) {
    try {
      const result = await callBackend(name, { params, query })
      return endpoints[name].response.parse(result) as never
    } catch (error) {
      if (error instanceof ContractError && error.status === 404) throw new UpstreamNotFound(error.message)
      throw error
    }
  },
  async post(name, body, client) {
    const result = await callBackend(name, { body, client })
    return endpoints[name].response.parse(result) as never
  },
}
