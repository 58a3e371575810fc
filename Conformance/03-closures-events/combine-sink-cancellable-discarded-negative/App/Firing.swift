//
//  Firing.swift
//  Kilnside
//

import Foundation

struct Firing: Hashable {
    let id: Int
    let kind: String
    let cone: String
    let loadedOn: Date
}
