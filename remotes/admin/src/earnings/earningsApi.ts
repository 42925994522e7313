/** The console's earnings calls (issue 43): a writer's statement, its CSV, the rate per read. */
import type { EarningRate, EarningsStatement } from '@thrive/admin-contract';
import { adminApi } from '../api/adminApi';

export const earningsApi = {
  statement: (writerId: number) =>
    adminApi.get<EarningsStatement>(
      `/admin/writers/${writerId}/earnings`,
      'The earnings statement could not be loaded.',
    ),
  csv: (writerId: number) =>
    adminApi.download(
      `/admin/writers/${writerId}/earnings.csv`,
      'The earnings statement could not be exported.',
    ),
  rate: () => adminApi.get<EarningRate>('/admin/earnings/rate', 'The rate could not be loaded.'),
  setRate: (koboPerRead: number) =>
    adminApi.patch<EarningRate>(
      '/admin/earnings/rate',
      { kobo_per_read: koboPerRead },
      'The rate could not be saved.',
    ),
};
