import { DynamicModule, Module } from '@nestjs/common';
import { serviceModule } from '@pj/platform';
import { DailyController } from './daily/daily.controller';
import { CalendarController } from './calendar/calendar.controller';
import { BalaController } from './bala/bala.controller';
import { EclipsesController } from './eclipses/eclipses.controller';
import { PlanetPositionsController } from './planets/planet-positions.controller';
import { PlacesController } from './places/places.controller';
import { SkyEventsController } from './sky/sky-events.controller';
import { SunriseController } from './sunrise/sunrise.controller';
import { TithisController } from './tithis/tithis.controller';
import { ReferenceController } from './windows/reference.controller';
import { WindowsController } from './windows/windows.controller';

@Module({})
export class PanchangSvcModule {
  static register(instanceId: string): DynamicModule {
    return serviceModule(PanchangSvcModule, 'panchang-svc', instanceId, [
      SunriseController,
      PlanetPositionsController,
      SkyEventsController,
      EclipsesController,
      TithisController,
      DailyController,
      WindowsController,
      ReferenceController,
      CalendarController,
      BalaController,
      PlacesController,
    ]);
  }
}
