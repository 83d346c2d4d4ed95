import 'reflect-metadata';
import { runPoolWorker } from '@pj/platform';
import { loadConfig } from './config';
import { ReportsSvcModule } from './reports-svc.module';

/** A child of the embedded gateway serving reports-svc's subjects (ProcessPool, @pj/platform). */
runPoolWorker('reports-svc', (instanceId) => ReportsSvcModule.register(instanceId), loadConfig);
