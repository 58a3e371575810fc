//
//  HivesPresenter.swift
//  Apiary
//

import Foundation

final class HivesPresenter: EditHiveModuleOutput {
    weak var view: HivesView?
    private let store: HiveStore

    init(store: HiveStore) {
        self.store = store
    }

    func viewDidLoad() {
        reload()
    }

    func hive(at index: Int) -> Hive {
        store.hives[index]
    }

    func editHiveDidSave(_ hive: Hive) {
        reload()
    }

    private func reload() {
        view?.show(rows: store.hives.map { ($0.name, $0.inspections.first ?? "Not inspected yet") })
    }
}
