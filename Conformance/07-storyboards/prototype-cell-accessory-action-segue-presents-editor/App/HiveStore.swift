//
//  HiveStore.swift
//  Apiary
//

import Foundation

struct Hive: Codable, Equatable {
    let id: String
    var name: String
    var queenMarked: Bool
    var inspections: [String]
}

final class HiveStore {
    static let shared = HiveStore()

    private(set) var hives: [Hive] = []

    func load() {
        hives = [
            Hive(id: "h1", name: "Orchard 1", queenMarked: true, inspections: ["12 May: brood on 6 frames", "3 May: added super"]),
            Hive(id: "h2", name: "Orchard 2", queenMarked: false, inspections: ["12 May: queen cells, split planned"])
        ]
    }

    func update(_ hive: Hive) {
        guard let index = hives.firstIndex(where: { $0.id == hive.id }) else { return }
        hives[index] = hive
    }
}
