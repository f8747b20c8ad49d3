// Runs nginx in the foreground on loopback with the build's generated site config (dist/nginx/site.conf),
// so tests and the benchmark check the shipped configuration itself. PORT sets the port (4180), and
// UPSTREAM the Node server that takes inquiries (by default where the shipped config sends them).
// Only the marked lines change: the site's server listens on 127.0.0.1:PORT without TLS (`# tls`),
// the HTTP-to-HTTPS redirect server on the socket dist/nginx/local-PORT/redirect.sock, inquiries
// go to UPSTREAM (`# upstream`), and the access log is dist/nginx/local-PORT/access.log (`# log`).
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'

import { proxiedServerAddress } from '../src/addressing/serverAddress.ts'

const port = process.env.PORT ?? '4180'
const upstream = process.env.UPSTREAM ?? `http://${proxiedServerAddress}`
const dist = resolve('dist')
const siteConfig = resolve(dist, 'nginx/site.conf')
if (!existsSync(siteConfig)) throw new Error('No build: run `npm run build` first')

const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'
if (!existsSync(brotliModule)) throw new Error('Install libnginx-mod-http-brotli-static (Debian)')

const work = resolve(dist, `nginx/local-${port}`)
mkdirSync(work, { recursive: true })
// A socket left by an nginx that did not exit cleanly would block the listen.
rmSync(resolve(work, 'redirect.sock'), { force: true })
const site = readFileSync(siteConfig, 'utf8')
  .replace(/^(\s*)root .*;$/m, `$1root ${resolve(dist, 'client')};`)
  .replace(/^(\s*)listen 80; # tls$/m, `$1listen unix:${work}/redirect.sock;`)
  .replace(/^(\s*)listen 443 ssl; # tls$/m, `$1listen 127.0.0.1:${port};`)
  .replace(/^.*# tls\n/gm, '')
  .replace(/^(\s*)proxy_pass .*; # upstream$/gm, `$1proxy_pass ${upstream};`)
  .replace(/^(\s*)access_log \S+ (\S+); # log$/gm, `$1access_log ${work}/access.log $2;`)
writeFileSync(resolve(work, 'site.conf'), site)
writeFileSync(
  resolve(work, 'nginx.conf'),
  `load_module ${brotliModule};
worker_processes auto;
pid ${work}/nginx.pid;
error_log stderr warn;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    tcp_nopush on;
    keepalive_requests 100000;
    client_body_temp_path ${work}/body;
    proxy_temp_path ${work}/proxy;
    fastcgi_temp_path ${work}/fastcgi;
    uwsgi_temp_path ${work}/uwsgi;
    scgi_temp_path ${work}/scgi;
    include ${work}/site.conf;
}
`,
)

const nginx = spawn('nginx', ['-p', work, '-c', resolve(work, 'nginx.conf'), '-g', 'daemon off;'], {
  stdio: 'inherit',
})
nginx.on('exit', (code) => process.exit(code ?? 0))
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => nginx.kill('SIGQUIT'))
