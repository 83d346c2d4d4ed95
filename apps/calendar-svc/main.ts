import 'reflect-metadata';
import { runServiceProcess } from '@pj/platform';
import { loadConfig } from './config';
import { CalendarSvcModule } from './calendar-svc.module';

runServiceProcess('calendar-svc', (instanceId) => CalendarSvcModule.register(instanceId), loadConfig);
