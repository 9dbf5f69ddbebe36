// The deployment files under deploy/ (docs/deployment.md) are checked by the tools that will read
// them, where this machine has those tools: systemd-analyze for the unit, caddy and nginx for the
// proxies. Without them the same promises are checked in the text. The example settings must all be
// settings the server knows, and load.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../server/config";
import { markdownHeadings } from "./support/markdown";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");

const UNIT = read("deploy/perfume-shop.service");
const ENV_EXAMPLE = read("deploy/perfume-shop.env.example");
const CADDYFILE = read("deploy/Caddyfile");
const NGINX = read("deploy/nginx.conf");
const GUIDE = read("docs/deployment.md");

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "shop-deploy-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** The full path of a program on PATH (or in the sbin folders, where nginx lives), or null. */
function findProgram(name: string): string | null {
  const dirs = [...(process.env.PATH ?? "").split(path.delimiter), "/usr/sbin", "/sbin", "/usr/local/sbin"];
  for (const dir of dirs.filter(Boolean)) {
    const file = path.join(dir, name);
    try {
      fs.accessSync(file, fs.constants.X_OK);
      if (fs.statSync(file).isFile()) return file;
    } catch {
      // not here
    }
  }
  return null;
}

const SYSTEMD_ANALYZE = findProgram("systemd-analyze");
const CADDY = findProgram("caddy");
const NGINX_BIN = findProgram("nginx");
const OPENSSL = findProgram("openssl");
const SH = findProgram("sh");

function run(program: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const result = spawnSync(program, args, { encoding: "utf8", env, timeout: 30_000 });
  return { status: result.status, output: `${result.stdout ?? ""}${result.stderr ?? ""}`, stderr: result.stderr ?? "" };
}

// --- the systemd unit ---------------------------------------------------------------------------

/** Section → key → values, in order (a key may repeat). */
function parseUnit(text: string): Map<string, Map<string, string[]>> {
  const sections = new Map<string, Map<string, string[]>>();
  let current: Map<string, string[]> | undefined;
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (!line || line.startsWith("#") || line.startsWith(";")) continue;
    const header = /^\[(.+)\]$/.exec(line);
    if (header) {
      current = sections.get(header[1]) ?? new Map<string, string[]>();
      sections.set(header[1], current);
      continue;
    }
    const eq = line.indexOf("=");
    if (!current || eq < 0) throw new Error(`not a unit line: ${line}`);
    const key = line.slice(0, eq).trim();
    current.set(key, [...(current.get(key) ?? []), line.slice(eq + 1).trim()]);
  }
  return sections;
}

/** systemd's time span, "30", "30s", "1min 30s", as seconds. */
function seconds(span: string): number {
  const units: Record<string, number> = { "": 1, s: 1, sec: 1, m: 60, min: 60, h: 3600, hr: 3600 };
  let total = 0;
  for (const [, n, unit] of span.matchAll(/(\d+(?:\.\d+)?)\s*([a-z]*)/g)) {
    if (!(unit in units)) throw new Error(`unknown time unit in ${span}`);
    total += Number(n) * units[unit];
  }
  return total;
}

const unit = parseUnit(UNIT);
const service = unit.get("Service") ?? new Map<string, string[]>();
const last = (key: string) => service.get(key)?.at(-1);

describe("deploy/perfume-shop.service", () => {
  it("restarts on failure and stops with SIGTERM, leaving the server's 10 s drain room", () => {
    expect(last("Restart")).toBe("on-failure");
    expect(last("KillSignal")).toBe("SIGTERM");
    expect(seconds(last("TimeoutStopSec") ?? "0")).toBeGreaterThanOrEqual(20);
    expect(Number(last("LimitNOFILE"))).toBeGreaterThanOrEqual(4096);
    expect(unit.get("Install")?.get("WantedBy")).toEqual(["multi-user.target"]);
  });

  it("runs the built server bundle with node, as its own user, from the env file", () => {
    const execStart = (last("ExecStart") ?? "").split(/\s+/);
    expect(path.basename(execStart[0])).toBe("node");
    // The file `npm start` imports (scripts/start.mjs → SERVER_BUNDLE in scripts/build-server.mjs).
    const bundle = /SERVER_BUNDLE = "([^"]+)"/.exec(read("scripts/build-server.mjs"))?.[1];
    expect(bundle).toBeTruthy();
    expect(execStart.at(-1)).toBe(`build/${bundle}`);
    expect(last("WorkingDirectory")).toBe("/srv/perfume-shop");
    expect(last("EnvironmentFile")).toBe("/etc/perfume-shop.env");
    expect(last("User")).toBeTruthy();
    expect(last("User")).not.toBe("root");
  });

  it("is hardened, and can write where the example settings keep the data and the backups", () => {
    expect(last("NoNewPrivileges")).toBe("true");
    expect(last("ProtectSystem")).toBe("strict");
    expect(last("ProtectHome")).toBe("true");
    expect(last("PrivateTmp")).toBe("true");
    const writable = (service.get("ReadWritePaths") ?? []).flatMap((v) => v.split(/\s+/)).map((p) => p.replace(/^-/, ""));
    const inside = (file: string) => writable.some((dir) => file === dir || file.startsWith(`${dir}/`));
    const settings = exampleValues();
    const cwd = last("WorkingDirectory") ?? "/";
    const paths = [
      settings.DATABASE_URL.replace(/^file:/, ""),
      settings.UPLOADS_DIR,
      settings.MAIL_OUTBOX_DIR,
      settings.BACKUP_DIR,
    ].map((p) => path.posix.resolve(cwd, p));
    for (const p of paths) expect(inside(p), `${p} is not under ReadWritePaths`).toBe(true);
  });

  // Skipped where systemd-analyze is not installed (CI containers have no systemd).
  it.skipIf(!SYSTEMD_ANALYZE)("passes systemd-analyze verify", () => {
    // verify checks that ExecStart's program exists: point the copy at this machine's node and a
    // folder that exists.
    const app = path.join(tmp, "srv");
    fs.mkdirSync(path.join(app, "data"), { recursive: true });
    const envFile = path.join(tmp, "perfume-shop.env");
    fs.writeFileSync(envFile, ENV_EXAMPLE);
    const copy = UNIT.replace(/^ExecStart=\S+/m, `ExecStart=${process.execPath}`)
      .replaceAll("/srv/perfume-shop", app)
      .replace(/^EnvironmentFile=.*$/m, `EnvironmentFile=${envFile}`);
    const dir = path.join(tmp, "unit");
    fs.mkdirSync(dir);
    const file = path.join(dir, "perfume-shop.service");
    fs.writeFileSync(file, copy);
    const result = run(SYSTEMD_ANALYZE!, ["verify", file]);
    expect(result.status, result.output).toBe(0);
    // Unknown keys and bad values are only warnings: none may name this unit.
    const warnings = result.stderr.split("\n").filter((l) => l.includes("perfume-shop"));
    expect(warnings).toEqual([]);
  });
});

// --- the settings -------------------------------------------------------------------------------

/** Unquotes a value the way systemd's EnvironmentFile= and a POSIX shell both read it. */
function unquote(value: string): string {
  const v = value.trim();
  if (v.length >= 2 && (v[0] === "'" || v[0] === '"') && v.at(-1) === v[0]) return v.slice(1, -1);
  return v;
}

const ASSIGNMENT = /^(#\s*)?([A-Z][A-Z0-9_]*)=(.*)$/;

function exampleLines() {
  return ENV_EXAMPLE.split("\n")
    .map((line) => ASSIGNMENT.exec(line.trim()))
    .filter((m) => m !== null)
    .map((m) => ({ commented: Boolean(m[1]), name: m[2], value: unquote(m[3]) }));
}

function exampleValues(): Record<string, string> {
  return Object.fromEntries(exampleLines().flatMap((l) => (l.commented ? [] : [[l.name, l.value]])));
}

/** The keys of the schema in server/config.ts, read from its source. */
function schemaKeys(): Set<string> {
  const source = read("server/config.ts");
  const body = /const schema = z\.object\(\{([\s\S]*?)\n\}\);/.exec(source)?.[1] ?? "";
  return new Set([...body.matchAll(/^\s+([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1]));
}

describe("deploy/perfume-shop.env.example", () => {
  it("names only settings the server reads, and every one of them but NODE_ENV", () => {
    const keys = schemaKeys();
    expect(keys.size).toBeGreaterThan(20);
    const named = new Set(exampleLines().map((l) => l.name));
    expect([...named].filter((n) => !keys.has(n))).toEqual([]);
    expect([...keys].filter((k) => k !== "NODE_ENV" && !named.has(k))).toEqual([]);
    expect(named.has("NODE_ENV")).toBe(false);
  });

  it("loads: a server behind the proxy on the loopback interface, with backups", () => {
    const config = loadConfig(exampleValues());
    expect(config.host).toBe("127.0.0.1");
    expect(config.port).toBe(3000);
    expect(config.trustProxy).toBe(true);
    expect(config.publicOrigin).toMatch(/^https:\/\//);
    expect(config.http.keepAliveTimeoutMs).toBe(65_000);
    expect(config.workers).toBe(1);
    expect(config.databaseUrl).toMatch(/^file:/);
    expect(config.backup).not.toBeNull();
  });

  it("each commented-out example is a valid value too", () => {
    const base = exampleValues();
    for (const { name, value } of exampleLines().filter((l) => l.commented)) {
      expect(() => loadConfig({ ...base, [name]: value }), `${name}=${value}`).not.toThrow();
    }
  });

  // Skipped only where no POSIX shell is found.
  it.skipIf(!SH)("reads the same in a shell (set -a; . FILE) as in systemd", () => {
    const file = path.join(tmp, "shell.env");
    fs.writeFileSync(file, ENV_EXAMPLE);
    const script = 'set -a; . "$1"; set +a; exec "$2" -e "process.stdout.write(JSON.stringify(process.env))"';
    const result = spawnSync(SH!, ["-c", script, "sh", file, process.execPath], {
      encoding: "utf8",
      env: { PATH: process.env.PATH },
    });
    expect(result.status, result.stderr).toBe(0);
    const env = JSON.parse(result.stdout) as Record<string, string>;
    for (const [name, value] of Object.entries(exampleValues())) expect(env[name], name).toBe(value);
  });
});

// --- the proxies --------------------------------------------------------------------------------

/** The text inside the braces of the first block whose opening line matches `opening`. */
function block(text: string, opening: RegExp): string {
  const match = opening.exec(text);
  if (!match) throw new Error(`no block ${String(opening)}`);
  const start = text.indexOf("{", match.index + match[0].length - 1);
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    if (text[i] === "{") depth++;
    if (text[i] === "}" && --depth === 0) return text.slice(start + 1, i);
  }
  throw new Error(`unclosed block ${String(opening)}`);
}

/** The file without its comments. */
const code = (text: string) => text.replace(/#.*$/gm, "");

describe("deploy/Caddyfile", () => {
  const caddy = code(CADDYFILE);
  const site = block(caddy, /^shop\.example\.qa\s*\{/m);

  it("proxies to 127.0.0.1:3000 with a request id, and no buffering or compression for live updates", () => {
    expect(site).toMatch(/reverse_proxy 127\.0\.0\.1:3000/);
    expect(caddy).toMatch(/header_up X-Request-Id \{http\.request\.uuid\}/);
    expect(site).toMatch(/@events path \/api\/admin\/events\b/);
    const events = block(site, /handle @events\s*\{/);
    expect(events).toMatch(/reverse_proxy 127\.0\.0\.1:3000/);
    expect(events).toMatch(/flush_interval -1/);
    expect(events).not.toMatch(/\bencode\b/);
  });

  it("answers /metrics with 404 itself", () => {
    expect(site).toMatch(/@metrics path \/metrics\b/);
    const metrics = block(site, /handle @metrics\s*\{/);
    expect(metrics).toMatch(/respond 404/);
    expect(metrics).not.toMatch(/reverse_proxy/);
  });

  // Skipped where Caddy is not installed (CI has none); the checks above still read the file.
  it.skipIf(!CADDY)("passes caddy validate", () => {
    // Caddy keeps state under XDG_DATA_HOME / HOME: give it a folder of its own.
    const home = path.join(tmp, "caddy-home");
    fs.mkdirSync(home);
    const env = { PATH: process.env.PATH, HOME: home, XDG_DATA_HOME: home, XDG_CONFIG_HOME: home };
    const result = run(CADDY!, ["validate", "--adapter", "caddyfile", "--config", path.join(ROOT, "deploy/Caddyfile")], env);
    expect(result.status, result.output).toBe(0);
    expect(result.output).toMatch(/Valid configuration/);
    expect(result.output).not.toMatch(/not formatted/);
  });
});

describe("deploy/nginx.conf", () => {
  const nginx = code(NGINX);
  const tlsServer = block(nginx, /^server\s*\{(?=[^}]*listen 443)/m);

  it("proxies to 127.0.0.1:3000 with X-Forwarded-For and X-Request-Id", () => {
    expect(block(nginx, /^upstream perfume_shop\s*\{/m)).toMatch(/server 127\.0\.0\.1:3000;/);
    expect(block(tlsServer, /location \/\s*\{/)).toMatch(/proxy_pass http:\/\/perfume_shop;/);
    expect(tlsServer).toMatch(/proxy_set_header X-Forwarded-For \$(remote_addr|proxy_add_x_forwarded_for);/);
    expect(tlsServer).toMatch(/proxy_set_header X-Request-Id \$request_id;/);
    expect(tlsServer).toMatch(/ssl_certificate \S+;/);
    // A location with proxy_set_header of its own would drop the server's headers.
    expect(tlsServer.match(/proxy_set_header/g)?.length).toBe(nginx.match(/proxy_set_header/g)?.length);
  });

  it("does not buffer or compress the live updates", () => {
    const events = block(tlsServer, /location \^~ \/api\/admin\/events\s*\{/);
    expect(events).toMatch(/proxy_pass http:\/\/perfume_shop;/);
    expect(events).toMatch(/proxy_buffering off;/);
    expect(events).toMatch(/gzip off;/);
    expect(nginx).not.toMatch(/gzip_types[^;]*text\/event-stream/);
  });

  it("keeps /metrics from the public", () => {
    const metrics = block(tlsServer, /location (\^~|=) \/metrics\s*\{/);
    expect(metrics).toMatch(/return 404;|deny all;/);
    expect(metrics).not.toMatch(/proxy_pass/);
  });

  // Skipped where nginx or openssl is not installed (CI has no nginx); the checks above still read the file.
  it.skipIf(!NGINX_BIN || !OPENSSL)("passes nginx -t inside a minimal nginx.conf", () => {
    const dir = path.join(tmp, "nginx");
    fs.mkdirSync(dir);
    const cert = path.join(dir, "cert.pem");
    const key = path.join(dir, "key.pem");
    const ssl = run(OPENSSL!, [
      ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=shop.example.qa"],
      ...["-keyout", key, "-out", cert],
    ]);
    expect(ssl.status, ssl.output).toBe(0);
    const site = NGINX.replace(/\/etc\/letsencrypt\/live\/[^/]+\/fullchain\.pem/g, cert)
      .replace(/\/etc\/letsencrypt\/live\/[^/]+\/privkey\.pem/g, key)
      .replaceAll("/var/log/nginx", dir)
      .replaceAll("/var/www/letsencrypt", dir);
    fs.writeFileSync(path.join(dir, "site.conf"), site);
    const main = path.join(dir, "nginx.conf");
    fs.writeFileSync(
      main,
      [
        `pid ${dir}/nginx.pid;`,
        `error_log ${dir}/error.log;`,
        "events {}",
        "http {",
        `  client_body_temp_path ${dir}/body;`,
        `  proxy_temp_path ${dir}/proxy;`,
        `  include ${dir}/site.conf;`,
        "}",
        "",
      ].join("\n"),
    );
    const result = run(NGINX_BIN!, ["-t", "-p", dir, "-e", path.join(dir, "error.log"), "-c", main]);
    expect(result.status, result.output).toBe(0);
    expect(result.output).toMatch(/test is successful/);
  });
});

// --- the guide ----------------------------------------------------------------------------------

/** The anchors GitHub gives a Markdown file's headings. */
const headingSlugs = (markdown: string) => new Set(markdownHeadings(markdown).map((h) => h.anchor));

describe("docs/deployment.md", () => {
  it("names only files under deploy/ that exist, and all of them", () => {
    const named = new Set([...GUIDE.matchAll(/\bdeploy\/[A-Za-z0-9._-]*[A-Za-z0-9_]/g)].map((m) => m[0]));
    expect([...named].filter((file) => !fs.existsSync(path.join(ROOT, file)))).toEqual([]);
    const shipped = fs.readdirSync(path.join(ROOT, "deploy")).map((f) => `deploy/${f}`);
    expect(shipped.filter((file) => !named.has(file))).toEqual([]);
  });

  it("links only to files and headings that exist", () => {
    const links = [...GUIDE.matchAll(/\]\(([^)#\s]*)(?:#([^)\s]*))?\)/g)]
      .map((m) => ({ file: m[1], anchor: m[2] }))
      .filter((l) => !/^[a-z]+:/.test(l.file));
    const broken = links.filter(({ file, anchor }) => {
      const target = file ? path.resolve(ROOT, "docs", file) : path.join(ROOT, "docs/deployment.md");
      if (!fs.existsSync(target)) return true;
      return anchor !== undefined && !headingSlugs(fs.readFileSync(target, "utf8")).has(anchor);
    });
    expect(broken).toEqual([]);
  });

  it("is linked from the README", () => {
    expect(read("README.md")).toMatch(/\(docs\/deployment\.md\)/);
  });
});
