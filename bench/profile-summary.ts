// Reads the .cpuprofile files `node --cpu-prof` wrote and prints where the time went: self time
// by function and by package (node_modules name, node: internals, our own files).
import fs from "node:fs";
import path from "node:path";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

function owner(url: string): string {
  if (!url) return "(native/gc/idle)";
  if (url.startsWith("node:")) return "node internals";
  const modules = url.lastIndexOf("node_modules/");
  if (modules >= 0) {
    const rest = url.slice(modules + "node_modules/".length).split("/");
    return rest[0].startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  return url.includes("/build/server/") ? "our code (server build)" : `our code (${path.basename(url)})`;
}

export function summariseProfile(dir: string, top = 25): void {
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".cpuprofile"))) {
    const profile = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as Profile;
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const self = new Map<number, number>();
    profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
    let total = 0;
    const functions = new Map<string, number>();
    const owners = new Map<string, number>();
    for (const [id, micros] of self) {
      const { callFrame } = byId.get(id)!;
      total += micros;
      const name = `${callFrame.functionName || "(anonymous)"}  ${callFrame.url ? `${path.basename(callFrame.url)}:${callFrame.lineNumber + 1}` : ""}`;
      functions.set(name, (functions.get(name) ?? 0) + micros);
      const who = owner(callFrame.url);
      owners.set(who, (owners.get(who) ?? 0) + micros);
    }
    const print = (title: string, map: Map<string, number>) => {
      console.log(`\n${title}`);
      for (const [name, micros] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
        console.log(`${((micros / total) * 100).toFixed(1).padStart(5)}%  ${name}`);
      }
    };
    console.log(`\n${file}: ${(total / 1e6).toFixed(1)} s sampled`);
    print("Self time by package", owners);
    print("Self time by function", functions);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) summariseProfile(process.argv[2] ?? ".");
