import 'reflect-metadata';
import { runPoolWorker } from '@pj/platform';
import { loadConfig } from './config';
import { CalendarSvcModule } from './calendar-svc.module';

/** A child of the embedded gateway serving calendar-svc's CPU-heavy subjects (ProcessPool, @pj/platform). */
runPoolWorker('calendar-svc', (instanceId) => CalendarSvcModule.register(instanceId), loadConfig);
