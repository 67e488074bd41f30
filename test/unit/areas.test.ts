import { existsSync } from 'node:fs'
import path from 'node:path'

import { cruise } from 'dependency-cruiser'
import extractTsConfig from 'dependency-cruiser/config-utl/extract-ts-config'
import { beforeAll, describe, expect, it } from 'vitest'

/**
 * The code is layered in areas, and no two areas depend on each other, even
 * through others: each can be read, tested and changed knowing only what is
 * below it. An area is a top-level folder (app, components, content…) or a
 * top-level file (proxy.ts…); lib/ and cms/ are collections of areas, each
 * first-level entry its own (lib/contract, lib/backend, lib/routes.ts,
 * cms/fields, cms/payload.config.ts…). Type-only imports count too.
 * dependency-cruiser resolves the imports as TypeScript does (tsconfig.json's
 * paths included).
 */
const root = path.resolve(import.meta.dirname, '../..')
const sources = ['app', 'components', 'content', 'lib', 'cms', 'proxy.ts', 'instrumentation.ts', 'next.config.ts', 'server.mjs']
const splitFolders = ['lib', 'cms']

/** The content types' server halves (content/server.ts, content/<type>/server.ts): above the CMS, whose collections they build. */
const contentServerSide = /^content\/(\w+\/)?server\.ts$/

export function areaOf(file: string): string {
  if (contentServerSide.test(file)) return 'content/*/server.ts'
  const [top, entry] = file.split('/')
  return entry && splitFolders.includes(top) ? `${top}/${entry}` : top
}

type Graph = Map<string, Map<string, string[]>>

async function moduleGraph(): Promise<{ source: string; resolved: string }[]> {
  const cwd = process.cwd()
  process.chdir(root)
  try {
    const existing = sources.filter((s) => existsSync(path.join(root, s)))
    const { output } = await cruise(
      existing,
      {
        exclude: { path: '^(node_modules|cms/migrations)' },
        doNotFollow: { path: 'node_modules' },
        tsPreCompilationDeps: true,
        tsConfig: { fileName: 'tsconfig.json' },
        enhancedResolveOptions: {
          exportsFields: ['exports'],
          conditionNames: ['import', 'require', 'node', 'default', 'types'],
          extensions: ['.ts', '.tsx', '.mjs', '.js', '.d.ts'],
        },
      },
      undefined,
      { tsConfig: extractTsConfig(path.join(root, 'tsconfig.json')) },
    )
    if (typeof output === 'string') throw new Error('dependency-cruiser answered text')
    return output.modules.flatMap((m) =>
      m.dependencies
        .filter((d) => !d.coreModule && !d.couldNotResolve && !d.resolved.startsWith('node_modules'))
        .map((d) => ({ source: m.source, resolved: d.resolved })),
    )
  } finally {
    process.chdir(cwd)
  }
}

/** Area → area it imports → the imports that make the edge. */
function areaGraph(imports: { source: string; resolved: string }[]): Graph {
  const graph: Graph = new Map()
  for (const { source, resolved } of imports) {
    const from = areaOf(source)
    const to = areaOf(resolved)
    if (from === to) continue
    const edges = graph.get(from) ?? new Map<string, string[]>()
    graph.set(from, edges)
    edges.set(to, [...(edges.get(to) ?? []), `${source} → ${resolved}`])
  }
  return graph
}

/** The groups of areas that depend on each other (strongly connected components of two or more; Tarjan's algorithm). */
function cycles(graph: Graph): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const found: string[][] = []
  const visit = (area: string) => {
    index.set(area, index.size)
    low.set(area, index.get(area)!)
    stack.push(area)
    for (const next of graph.get(area)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(area, Math.min(low.get(area)!, low.get(next)!))
      } else if (stack.includes(next)) low.set(area, Math.min(low.get(area)!, index.get(next)!))
    }
    if (low.get(area) === index.get(area)) {
      const group: string[] = []
      let member: string
      do {
        member = stack.pop()!
        group.push(member)
      } while (member !== area)
      if (group.length > 1) found.push(group.sort())
    }
  }
  for (const area of graph.keys()) if (!index.has(area)) visit(area)
  return found
}

/** One line per pair of areas in a cycle, with an import that joins them, to say where to cut. */
const explain = (graph: Graph, group: string[]) =>
  group.flatMap((from) =>
    group.flatMap((to) => {
      const edges = graph.get(from)?.get(to) ?? []
      return edges.length ? [`${from} → ${to}: ${edges.length} imports, e.g. ${edges[0]}`] : []
    }),
  )

/**
 * Cycles not yet broken, each the areas that depend on each other. The list
 * only shrinks: a new cycle fails the test, and so does one that is gone
 * (remove it here).
 */
const knownCycles: string[][] = []

describe('areas of the code', () => {
  let imports: { source: string; resolved: string }[]
  let graph: Graph
  // Reading every module of the code takes a while on a busy machine.
  beforeAll(async () => {
    imports = await moduleGraph()
    graph = areaGraph(imports)
  }, 60_000)

  it('are found by their imports', () => {
    expect(graph.get('app')?.has('lib/upstream')).toBe(true)
  })

  it('never depend on each other in a cycle', () => {
    const found = cycles(graph)
    const isKnown = (group: string[]) => knownCycles.some((known) => known.join() === group.join())
    expect(found.filter((group) => !isKnown(group)).map((group) => explain(graph, group))).toEqual([])
    expect(knownCycles.filter((known) => !found.some((group) => group.join() === known.join()))).toEqual([])
  })

  it('the visitors’ pages read content through lib/upstream, never the built-in backend', () => {
    const offenders = imports.filter(({ source, resolved }) => source.startsWith('app/(site)/') && resolved.startsWith('lib/backend/'))
    expect(offenders).toEqual([])
  })
})
