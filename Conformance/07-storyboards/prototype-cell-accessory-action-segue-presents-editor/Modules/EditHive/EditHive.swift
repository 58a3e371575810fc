//
//  EditHive.swift
//  Apiary
//

import UIKit

protocol EditHiveModuleOutput: AnyObject {
    func editHiveDidSave(_ hive: Hive)
}

final class EditHivePresenter {
    weak var view: EditHiveView?
    private weak var output: EditHiveModuleOutput?
    private let store: HiveStore
    private let router: EditHiveRouter
    private var hive: Hive?

    init(store: HiveStore, router: EditHiveRouter) {
        self.store = store
        self.router = router
    }

    func configure(with hive: Hive, output: EditHiveModuleOutput?) {
        self.hive = hive
        self.output = output
    }

    func viewDidLoad() {
        guard let hive else { return }
        view?.show(name: hive.name, queenMarked: hive.queenMarked)
    }

    func didTapSave(name: String, queenMarked: Bool) {
        guard var hive else { return }
        hive.name = name.isEmpty ? hive.name : name
        hive.queenMarked = queenMarked
        store.update(hive)
        output?.editHiveDidSave(hive)
        router.close()
    }
}

final class EditHiveRouter {
    weak var viewController: UIViewController?

    func close() {
        viewController?.dismiss(animated: true)
    }
}

enum EditHiveConfigurator {
    static func configure(_ viewController: EditHiveViewController) {
        let router = EditHiveRouter()
        let presenter = EditHivePresenter(store: .shared, router: router)
        presenter.view = viewController
        router.viewController = viewController
        viewController.presenter = presenter
    }
}
