import 'reflect-metadata';
import { runServiceProcess } from '@pj/platform';
import { loadConfig } from './config';
import { CommentsSvcModule } from './comments-svc.module';

runServiceProcess('comments-svc', (instanceId) => CommentsSvcModule.register(instanceId), loadConfig);
