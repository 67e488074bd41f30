// Runs deploy/nginx.conf unprivileged on loopback ports, for the tests and the
// benchmark: the recipe itself, with only its ports and paths rewritten.
import { spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const recipe = path.join(import.meta.dirname, 'nginx.conf')

export function nginxBinary() {
  return ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p)) ?? null
}

/** Starts nginx with the recipe on 127.0.0.1:listenPort in front of 127.0.0.1:appPort; resolves once it answers. */
export async function startNginx({ listenPort, appPort }) {
  const binary = nginxBinary()
  if (!binary) throw new Error('nginx is not installed (apt-get install nginx-light)')
  const dir = mkdtempSync(path.join(tmpdir(), 'institute-nginx-'))
  // nginx's workers may run as another user (nobody, when started as root): let them in.
  chmodSync(dir, 0o755)
  for (const name of ['cache', 'client', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(path.join(dir, name))
    chmodSync(path.join(dir, name), 0o777)
  }
  const site = readFileSync(recipe, 'utf8')
    .replace('/var/cache/nginx/institute', path.join(dir, 'cache'))
    .replace('server 127.0.0.1:3000;', `server 127.0.0.1:${appPort};`)
    .replace('listen 80;', `listen 127.0.0.1:${listenPort};`)
  writeFileSync(path.join(dir, 'site.conf'), site)
  const temp = (name) => path.join(dir, name)
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `worker_processes 1;
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
daemon off;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${temp('client')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  include ${temp('site.conf')};
}
`,
  )
  const child = spawn(binary, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] })
  let errors = ''
  child.stderr.on('data', (chunk) => (errors += chunk))
  const url = `http://127.0.0.1:${listenPort}`
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${errors}${readFileSafe(temp('error.log'))}`)
    try {
      await fetch(`${url}/robots.txt`)
      break
    } catch {
      await new Promise((r) => setTimeout(r, 100))
    }
  }
  return {
    url,
    dir,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGQUIT')
      }),
  }
}

function readFileSafe(file) {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return ''
  }
}
