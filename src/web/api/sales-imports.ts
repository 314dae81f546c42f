import { useMutation, useQueryClient } from '@tanstack/react-query'

import type { ColumnMapping } from '../../domain/marketplaces/mapping'
import type { ImportRow, RowChoice } from '../features/sales-import/import-rows'
import type { SavedMapping } from '../features/sales-import/mapping-step'

import { itemKeys } from './items'

/** The preview as the screen reads it. */
export interface PreviewView {
  status: 'recognised' | 'unknown'
  reportName: string | null
  mappingName: string | null
  header: string[]
  proposedMapping: ColumnMapping
  savedMappings: SavedMapping[]
  rows: ImportRow[]
}

/** What an import wrote. */
export interface CommitCounts {
  sold: number
  created: number
  skipped: number
  alreadyImported: number
}

export function usePreviewSales() {
  return useMutation({
    mutationFn: (_request: {
      text: string
      mapping?: ColumnMapping
      saveAs?: string
    }): Promise<PreviewView> => Promise.reject(new Error('Not ready')),
  })
}

export function useCommitSales() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (_request: {
      text: string
      mapping: ColumnMapping | undefined
      saveAs: string | undefined
      rows: readonly ImportRow[]
      choices: ReadonlyMap<number, RowChoice>
    }): Promise<CommitCounts> => Promise.reject(new Error('Not ready')),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: itemKeys.all }),
  })
}
