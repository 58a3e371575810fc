//
//  SaleReceiptInteractor.swift
//  Tills
//

import Foundation

final class SaleReceiptInteractor {
    private let store: SaleStore

    init(store: SaleStore) {
        self.store = store
    }

    func lastSale() -> [SaleLine] {
        store.lastSale
    }
}
