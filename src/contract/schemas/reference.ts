import { type } from 'arktype'
import { dropDownTypes } from '../reference.ts'

export const dropDownQuery = type({ dropDownType: type.enumerated(...dropDownTypes) })
