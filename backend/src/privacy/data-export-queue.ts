/** A data export job: the export to build. */
export interface DataExportJob {
  exportId: string;
}

/** One try per export: one that fails is marked failed and asked for again (DataExportsService.build). */
export const DATA_EXPORT_QUEUE = {
  name: 'data-export',
  options: { retryLimit: 0, expireInSeconds: 15 * 60, retentionSeconds: 7 * 24 * 60 * 60 },
} as const;
