// Runs the nginx recipe unprivileged on loopback ports, for the tests and the
// benchmark: deploy/nginx.conf (or deploy/nginx-https.conf) and its snippets
// themselves, with only their ports and paths rewritten. The app behind it runs
// as in production (SITE_URL, and TRUST_PROXY=1: nginx is the one proxy in front).
import { execFileSync, spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const deploy = import.meta.dirname

export function nginxBinary() {
  return ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p)) ?? null
}

/** `text` with `from` replaced; a recipe that no longer has `from` is an error, not a silent no-op. */
function rewrite(text, from, to) {
  if (!text.includes(from)) throw new Error(`The nginx recipe no longer contains ${JSON.stringify(from)}`)
  return text.replaceAll(from, to)
}

/**
 * A self-signed certificate for 127.0.0.1 (openssl), valid for a day: for startNginx's `https`
 * option in tests and the benchmark, whose clients are told to trust it.
 * @returns {{ certificate: string, key: string }} paths of the PEM files
 */
export function selfSignedCertificate() {
  const dir = mkdtempSync(path.join(tmpdir(), 'institute-tls-'))
  const files = { certificate: path.join(dir, 'cert.pem'), key: path.join(dir, 'key.pem') }
  const subject = ['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1']
  const args = ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', ...subject, '-keyout', files.key, '-out', files.certificate]
  execFileSync('openssl', args, { stdio: 'ignore' })
  return files
}

/**
 * Starts nginx with the recipe on 127.0.0.1:listenPort in front of 127.0.0.1:appPort
 * (or balancing the servers on appPorts, as a site on several servers does);
 * resolves once it answers. With `https` ({ port, certificate, key }: PEM files) it
 * runs deploy/nginx-https.conf: listenPort only redirects, https.port serves.
 * @param {{ listenPort: number, appPort?: number, appPorts?: number[], https?: { port: number, certificate: string, key: string } }} options
 */
export async function startNginx({ listenPort, appPort, appPorts = [appPort], https }) {
  const binary = nginxBinary()
  if (!binary) throw new Error('nginx is not installed (apt-get install nginx-light)')
  const dir = mkdtempSync(path.join(tmpdir(), 'institute-nginx-'))
  // nginx's workers may run as another user (nobody, when started as root): let them in.
  chmodSync(dir, 0o755)
  for (const name of ['cache', 'client', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'snippets']) {
    mkdirSync(path.join(dir, name))
    chmodSync(path.join(dir, name), 0o777)
  }
  const read = (file) => readFileSync(path.join(deploy, file), 'utf8')
  let httpPart = read('snippets/institute-http.conf')
  httpPart = rewrite(httpPart, '/var/cache/nginx/institute', path.join(dir, 'cache'))
  httpPart = rewrite(
    httpPart,
    'server 127.0.0.1:3000 max_fails=0;',
    appPorts.map((port) => `server 127.0.0.1:${port} max_fails=0;`).join('\n    '),
  )
  writeFileSync(path.join(dir, 'snippets/institute-http.conf'), httpPart)
  writeFileSync(path.join(dir, 'snippets/institute-site.conf'), read('snippets/institute-site.conf'))
  let site = rewrite(read(https ? 'nginx-https.conf' : 'nginx.conf'), 'listen 80;', `listen 127.0.0.1:${listenPort};`)
  if (https) {
    site = rewrite(site, 'listen 443 ssl', `listen 127.0.0.1:${https.port} ssl`)
    site = rewrite(site, '/etc/letsencrypt/live/example.org/fullchain.pem', https.certificate)
    site = rewrite(site, '/etc/letsencrypt/live/example.org/privkey.pem', https.key)
  }
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
  // Relative includes (snippets/…) resolve against the directory of this nginx.conf.
  const child = spawn(binary, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] })
  let errors = ''
  child.stderr.on('data', (chunk) => (errors += chunk))
  const url = `http://127.0.0.1:${listenPort}`
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${errors}${readFileSafe(temp('error.log'))}`)
    try {
      await fetch(`${url}/robots.txt`, { redirect: 'manual' })
      break
    } catch {
      await new Promise((r) => setTimeout(r, 100))
    }
  }
  return {
    url,
    httpsUrl: https ? `https://127.0.0.1:${https.port}` : undefined,
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
