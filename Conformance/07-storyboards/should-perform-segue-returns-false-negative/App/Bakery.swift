//
//  Bakery.swift
//  Crumb
//

import Foundation

struct Bake: Hashable {
    let name: String
    let priceInPence: Int
}

final class Bakery {
    static let shared = Bakery()

    private(set) var basket: [Bake] = []

    func todaysBakes() -> [Bake] {
        [
            Bake(name: "Sourdough loaf", priceInPence: 450),
            Bake(name: "Cardamom bun", priceInPence: 325),
            Bake(name: "Rye & caraway", priceInPence: 400),
            Bake(name: "Almond croissant", priceInPence: 360)
        ]
    }

    func addToBasket(_ bake: Bake) {
        basket.append(bake)
    }
}
