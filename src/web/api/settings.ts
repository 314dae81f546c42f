import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'

import type { SettingsUpdate } from '../../shared/schemas/settings'
import { writeLocalPreferences } from '../lib/preferences'

import { api, call } from './client'
import { odometerKeys } from './odometer'
import { reportKeys } from './reports'

export const settingsKeys = { all: ['settings'] as const }

export const settingsQuery = () =>
  queryOptions({
    queryKey: settingsKeys.all,
    queryFn: async ({ signal }) => (await call(api.settings.$get(undefined, { init: { signal } }))).settings,
  })

/** Save some preferences; the answer becomes the cached settings and the browser's mirror. */
export function useUpdateSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (update: SettingsUpdate) =>
      (await call(api.settings.$patch({ json: update }))).settings,
    onSuccess: (settings, update) => {
      queryClient.setQueryData(settingsKeys.all, settings)
      writeLocalPreferences(settings)
      // The business use feeds the mileage of the current year's pages and reports (decision 026).
      if (update.businessMileagePercentage !== undefined) {
        void queryClient.invalidateQueries({ queryKey: odometerKeys.all })
        void queryClient.invalidateQueries({ queryKey: reportKeys.all })
      }
    },
  })
}
