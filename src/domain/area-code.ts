/** SPEC §9: the area-code list is read in one page of 999. */
export const AREA_CODE_PAGE_SIZE = 999;

/** A country's dialling code (msg/areaCode/app/v2/list). */
export interface AreaCode {
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  /** With its plus sign, e.g. +44. */
  areaCode: string;
  name: string;
  enabled: boolean;
}
