//
//  LaundryStore.swift
//  Sudsy
//

import Foundation

struct Machine: Equatable {
    let id: String
    let number: Int
    let location: String
    let isFree: Bool
}

final class LaundryStore {
    static let shared = LaundryStore()

    private(set) var machines: [Machine] = [
        Machine(id: "w-04", number: 4, location: "Ground floor", isFree: true),
        Machine(id: "w-07", number: 7, location: "Ground floor", isFree: false),
        Machine(id: "d-12", number: 12, location: "Basement", isFree: true)
    ]
    var lastUsedMachine: Machine?

    func machine(withId id: String) -> Machine? {
        machines.first { $0.id == id }
    }
}
