import { describe, expect, it } from 'vitest'

import { inlineDistanceEdit, inlinePostageCostEdit, inlineSkuEdit } from './inline-edit'

describe('inlineSkuEdit', () => {
  it.each([
    ['ABC', '', { action: 'cancel' }],
    ['ABC', '   ', { action: 'cancel' }],
    ['ABC', 'ABC', { action: 'cancel' }],
    ['ABC', ' ABD ', { action: 'save', value: 'ABD' }],
    ['ABC', 'abc', { action: 'save', value: 'abc' }],
  ])('%s edited to %j → %j', (original, typed, expected) => {
    expect(inlineSkuEdit(original, typed)).toEqual(expected)
  })
})

describe('inlinePostageCostEdit', () => {
  it.each([
    [450, '', { action: 'cancel' }],
    [450, 'abc', { action: 'cancel' }],
    [450, '-1', { action: 'cancel' }],
    [450, '4.50', { action: 'cancel' }],
    [450, '4.5', { action: 'cancel' }],
    [450, '5.25', { action: 'save', value: 525 }],
    [450, '0', { action: 'save', value: 0 }],
  ])('%d edited to %j → %j', (original, typed, expected) => {
    expect(inlinePostageCostEdit(original, typed)).toEqual(expected)
  })
})

describe('inlineDistanceEdit', () => {
  it.each([
    [125, '', { action: 'cancel' }],
    [125, 'NaN', { action: 'cancel' }],
    [125, '-0.1', { action: 'cancel' }],
    [125, '12.5', { action: 'cancel' }],
    [125, '12.6', { action: 'save', value: 126 }],
    [125, '0', { action: 'save', value: 0 }],
  ])('%d tenths edited to %j → %j', (original, typed, expected) => {
    expect(inlineDistanceEdit(original, typed)).toEqual(expected)
  })
})
