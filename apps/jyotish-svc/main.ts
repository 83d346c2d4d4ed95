import 'reflect-metadata';
import { runServiceProcess } from '@pj/platform';
import { loadConfig } from './config';
import { JyotishSvcModule } from './jyotish-svc.module';

runServiceProcess('jyotish-svc', (instanceId) => JyotishSvcModule.register(instanceId), loadConfig);
