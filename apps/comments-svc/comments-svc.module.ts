import { DynamicModule, Module } from '@nestjs/common';
import { DatabaseModule, serviceModule } from '@pj/platform';
import { BlogSeeder, BlogSitemapController } from './blog/blog-sitemap.controller';
import { ClientLogsController } from './client-logs/client-logs.controller';
import { CommentSubmitService } from './comments/comment-submit.service';
import { CommentsController } from './comments/comments.controller';
import { EngagementController } from './engagement/engagement.controller';
import { ServiceSecrets } from './shared/secrets.service';

/**
 * comments-svc: the only client-created data (comments with moderation, client logs, engagement,
 * journey events) and the blog sitemaps. It owns the database: starting it opens and migrates the
 * configured one (DATABASE_URL; default SQLite ./var/panchang.db), and shutting it down closes it.
 */
@Module({})
export class CommentsSvcModule {
  static register(instanceId: string): DynamicModule {
    return serviceModule(
      CommentsSvcModule,
      'comments-svc',
      instanceId,
      [CommentsController, ClientLogsController, EngagementController, BlogSitemapController],
      { imports: [DatabaseModule.forRoot()], providers: [ServiceSecrets, CommentSubmitService, BlogSeeder] },
    );
  }
}
