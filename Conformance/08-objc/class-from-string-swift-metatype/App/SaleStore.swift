//
//  SaleStore.swift
//  Tills
//

import Foundation

struct SaleLine {
    let item: String
    let pence: Int
}

final class SaleStore {
    static let shared = SaleStore()

    private(set) var currentLines: [SaleLine] = []
    private(set) var lastSale: [SaleLine] = []

    func add(_ line: SaleLine) {
        currentLines.append(line)
    }

    func closeSale() {
        lastSale = currentLines
        currentLines = []
    }
}
