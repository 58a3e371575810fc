//
//  Trip.swift
//  Wayfarer
//

import Foundation

struct Trip {
    let id: UUID
    var destination: String
    var startDate: Date
    var nights: Int
}
