import 'reflect-metadata';
import { runPoolWorker } from '@pj/platform';
import { loadConfig } from './config';
import { PanchangSvcModule } from './panchang-svc.module';

/** A child of the embedded gateway serving panchang-svc's CPU-heavy subjects (ProcessPool, @pj/platform). */
runPoolWorker('panchang-svc', (instanceId) => PanchangSvcModule.register(instanceId), loadConfig);
