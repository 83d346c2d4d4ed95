/**
 * comments-svc for specs without a transport: every handler over a fresh SQLite file (migrated like
 * production), with the platform's enveloper, and the contract's request wrapper.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CommentSubmitRequest, RpcRequest } from '@pj/contracts';
import { Database, openDatabase, PacketEnveloper } from '@pj/platform';
import { solve } from './comments-client';
import { BlogSitemapController } from '../../apps/comments-svc/blog/blog-sitemap.controller';
import { ClientLogsController } from '../../apps/comments-svc/client-logs/client-logs.controller';
import { CommentSubmitService } from '../../apps/comments-svc/comments/comment-submit.service';
import { CommentsController } from '../../apps/comments-svc/comments/comments.controller';
import { EngagementController } from '../../apps/comments-svc/engagement/engagement.controller';
import { ServiceSecrets } from '../../apps/comments-svc/shared/secrets.service';

let requests = 0;
export const request = <P>(payload: P): RpcRequest<P> => ({
  requestId: `spec-${++requests}`,
  deadlineAtMs: Date.now() + 30_000,
  payload,
});

export interface CommentsUnderTest {
  readonly db: Database;
  readonly submitter: CommentSubmitService;
  readonly comments: CommentsController;
  readonly logs: ClientLogsController;
  readonly engage: EngagementController;
  readonly sitemap: BlogSitemapController;
  /** A submission with a freshly issued and solved challenge; `over` replaces any field. */
  submission(over?: Partial<CommentSubmitRequest>): Promise<CommentSubmitRequest>;
  close(): Promise<void>;
}

export async function openCommentsService(): Promise<CommentsUnderTest> {
  const dir = mkdtempSync(path.join(tmpdir(), 'pj-comments-unit-'));
  const db = await openDatabase({ kind: 'sqlite', url: `file:${path.join(dir, 'comments.db')}` });
  const packets = new PacketEnveloper({ service: 'comments-svc', instanceId: 'spec' });
  const secrets = new ServiceSecrets(db);
  const submitter = new CommentSubmitService(db, secrets);
  const comments = new CommentsController(submitter, secrets, db, packets);
  return {
    db,
    submitter,
    comments,
    logs: new ClientLogsController(db, secrets, packets),
    engage: new EngagementController(db, secrets, packets),
    sitemap: new BlogSitemapController(db, packets),
    async submission(over = {}) {
      const c = await comments.challenge(request({}));
      return {
        pageKey: '/panchang/tithi',
        body: 'Very accurate panchang, thank you so much!',
        displayName: 'Asha',
        rating: 5,
        idempotencyKey: null,
        clientAddress: '203.0.113.7',
        challenge: c.challenge,
        solution: solve(c.challenge, c.difficulty_bits),
        ...over,
      };
    },
    async close() {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
