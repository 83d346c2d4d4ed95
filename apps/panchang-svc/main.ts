import 'reflect-metadata';
import { runServiceProcess } from '@pj/platform';
import { loadConfig } from './config';
import { PanchangSvcModule } from './panchang-svc.module';

runServiceProcess('panchang-svc', (instanceId) => PanchangSvcModule.register(instanceId), loadConfig);
