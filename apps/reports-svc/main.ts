import 'reflect-metadata';
import { runServiceProcess } from '@pj/platform';
import { loadConfig } from './config';
import { ReportsSvcModule } from './reports-svc.module';

runServiceProcess('reports-svc', (instanceId) => ReportsSvcModule.register(instanceId), loadConfig);
