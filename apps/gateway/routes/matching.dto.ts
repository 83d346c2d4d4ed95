import { BirthDataDto, Person } from './jyotish.dto';

/** Body of the matching routes: the two births (CONTRACT §3b). */
export class MatchBodyDto {
  @Person("The bride's birth data (CONTRACT §3b).")
  bride!: BirthDataDto;

  @Person("The groom's birth data (CONTRACT §3b).")
  groom!: BirthDataDto;
}
