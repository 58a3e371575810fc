//
//  MachinesInteractor.swift
//  Sudsy
//

import Foundation

final class MachinesInteractor {
    private let store: LaundryStore

    init(store: LaundryStore = .shared) {
        self.store = store
    }

    func machines() -> [Machine] {
        store.machines
    }
}
