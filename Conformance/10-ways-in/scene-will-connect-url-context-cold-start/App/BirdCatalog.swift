//
//  BirdCatalog.swift
//  Fledge
//

import Foundation

struct Bird: Equatable {
    let id: String
    let commonName: String
    let latinName: String
}

final class BirdCatalog {

    static let shared = BirdCatalog()

    private(set) var birds: [Bird] = []

    func warmUp() {
        guard birds.isEmpty else { return }
        birds = [
            Bird(id: "erithacus-rubecula", commonName: "European robin", latinName: "Erithacus rubecula"),
            Bird(id: "alcedo-atthis", commonName: "Common kingfisher", latinName: "Alcedo atthis"),
            Bird(id: "ardea-cinerea", commonName: "Grey heron", latinName: "Ardea cinerea")
        ]
    }

    func bird(id: String) -> Bird? {
        birds.first { $0.id == id }
    }
}
