// Metrics across several server processes: the scrape lands on any worker, which asks
// the primary; the primary gathers every worker's registry through prom-client's
// AggregatorRegistry and sends the sum back. Outside a cluster there is nothing to ask.
import cluster from "node:cluster";
import client from "prom-client";

const ASK = "shop:metrics";
const ANSWER = "shop:metrics-answer";
/** prom-client gives up on a silent worker after 5 s; we wait a little longer for its answer. */
const WAIT_MS = 6_000;

interface Answer {
  type: typeof ANSWER;
  id: number;
  text: string | null;
  error?: string;
}

let asked = 0;
const waiting = new Map<number, (answer: Answer) => void>();

/** In a worker: offers `registry` to the primary's aggregation and listens for its answers. */
export function joinClusterMetrics(registry: client.Registry): void {
  if (!cluster.isWorker) return;
  new client.AggregatorRegistry(); // registers prom-client's own listener for the primary's requests
  client.AggregatorRegistry.setRegistries([registry]);
  process.on("message", (message: Answer) => {
    if (message?.type !== ANSWER) return;
    waiting.get(message.id)?.(message);
    waiting.delete(message.id);
  });
}

/** Every worker's figures, summed by the primary; null when this process is not a worker. */
export function clusterMetrics(): Promise<string | null> {
  if (!cluster.isWorker || !process.send) return Promise.resolve(null);
  const id = ++asked;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      reject(new Error("the primary did not send the workers' metrics in time"));
    }, WAIT_MS);
    waiting.set(id, (answer) => {
      clearTimeout(timer);
      if (answer.text === null) reject(new Error(answer.error ?? "the workers' metrics could not be gathered"));
      else resolve(answer.text);
    });
    process.send!({ type: ASK, id });
  });
}

/** In the primary: answers the workers' requests with the aggregate of all of them. */
export function serveClusterMetrics(): void {
  const aggregator = new client.AggregatorRegistry();
  cluster.on("message", (worker, message: { type?: string; id?: number }) => {
    if (message?.type !== ASK) return;
    const reply = (answer: Omit<Answer, "type" | "id">) => {
      if (worker.isConnected()) worker.send({ type: ANSWER, id: message.id, ...answer });
    };
    aggregator.clusterMetrics().then(
      (text) => reply({ text }),
      (error: unknown) => reply({ text: null, error: error instanceof Error ? error.message : String(error) }),
    );
  });
}
