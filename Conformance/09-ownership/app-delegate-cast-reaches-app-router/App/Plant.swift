//
//  Plant.swift
//  Sprout
//

import Foundation

struct Plant: Equatable {
    let id: UUID
    let name: String
    let wateringIntervalDays: Int
}
