/**
 * The gateway's view of the service replicas it can address directly (NATS dispatch with
 * acknowledgements, `nats.transport.ts`). A replica becomes known from its announcements and its
 * acknowledgements; it is picked by least outstanding requests (of this gateway), skipped while
 * suspect (it let an acknowledgement window pass: stalled, or busy with a long computation) and
 * forgotten when NATS says it has no subscription any more (it exited) or when it has not
 * announced itself for `staleMs` (a stalled or dead process).
 */
export interface ReplicaView {
  readonly token: string;
  readonly service: string;
  readonly outstanding: number;
  readonly suspect: boolean;
}

interface Replica {
  token: string;
  service: string;
  lastSeenMs: number;
  outstanding: number;
  suspect: boolean;
}

export class ReplicaRouter {
  private readonly replicas = new Map<string, Replica>();
  private cursor = 0;

  constructor(
    private readonly staleMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** An announcement or an acknowledgement: the replica is alive now (an ack also clears suspicion). */
  seen(service: string, token: string, acknowledged = false): void {
    const r = this.replicas.get(token);
    if (r) {
      r.lastSeenMs = this.now();
      if (acknowledged) r.suspect = false;
      return;
    }
    this.replicas.set(token, { token, service, lastSeenMs: this.now(), outstanding: 0, suspect: false });
  }

  /** The replica answered a probe: it takes work again. */
  healthy(token: string): void {
    const r = this.replicas.get(token);
    if (r) {
      r.suspect = false;
      r.lastSeenMs = this.now();
    }
  }

  /** It let an acknowledgement window pass: no new work until it answers a probe or acknowledges. */
  missed(token: string): void {
    const r = this.replicas.get(token);
    if (r) r.suspect = true;
  }

  forget(token: string): void {
    this.replicas.delete(token);
  }

  begin(token: string): void {
    const r = this.replicas.get(token);
    if (r) r.outstanding++;
  }

  end(token: string): void {
    const r = this.replicas.get(token);
    if (r && r.outstanding > 0) r.outstanding--;
  }

  /**
   * The live, unsuspected replica of `service` with the fewest outstanding requests (ties in
   * turn), or null when there is none: the caller then sends to the queue group.
   */
  pick(service: string, exclude: ReadonlySet<string> = new Set()): string | null {
    this.expire();
    let best: Replica[] = [];
    for (const r of this.replicas.values()) {
      if (r.service !== service || r.suspect || exclude.has(r.token)) continue;
      if (best.length === 0 || r.outstanding < best[0].outstanding) best = [r];
      else if (r.outstanding === best[0].outstanding) best.push(r);
    }
    if (best.length === 0) return null;
    return best[this.cursor++ % best.length].token;
  }

  suspects(): string[] {
    return [...this.replicas.values()].filter((r) => r.suspect).map((r) => r.token);
  }

  view(): ReplicaView[] {
    return [...this.replicas.values()].map(({ token, service, outstanding, suspect }) => ({
      token,
      service,
      outstanding,
      suspect,
    }));
  }

  private expire(): void {
    const oldest = this.now() - this.staleMs;
    for (const [token, r] of this.replicas) if (r.lastSeenMs < oldest) this.replicas.delete(token);
  }
}
