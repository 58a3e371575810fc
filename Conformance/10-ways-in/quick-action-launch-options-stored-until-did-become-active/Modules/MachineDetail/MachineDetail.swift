//
//  MachineDetail.swift
//  Sudsy
//

import UIKit

final class MachineDetailViewController: UIViewController {
    var presenter: MachineDetailPresenter!
    private let statusLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        statusLabel.frame = view.bounds.insetBy(dx: 20, dy: 140)
        statusLabel.numberOfLines = 0
        view.addSubview(statusLabel)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Start wash",
            primaryAction: UIAction { [weak self] _ in self?.presenter.didTapStart() }
        )
        presenter.viewDidLoad()
    }

    func show(title: String, status: String) {
        self.title = title
        statusLabel.text = status
    }
}

final class MachineDetailPresenter {
    weak var view: MachineDetailViewController?
    private let machineId: String
    private let store: LaundryStore

    init(machineId: String, store: LaundryStore = .shared) {
        self.machineId = machineId
        self.store = store
    }

    func viewDidLoad() {
        guard let machine = store.machine(withId: machineId) else { return }
        view?.show(title: "Machine \(machine.number)", status: machine.isFree ? "Free: 40° cotton takes 52 min" : "In use")
    }

    func didTapStart() {
        store.lastUsedMachine = store.machine(withId: machineId)
    }
}

enum MachineDetailWireframe {
    static func makeModule(machineId: String) -> UIViewController {
        let view = MachineDetailViewController()
        let presenter = MachineDetailPresenter(machineId: machineId)
        presenter.view = view
        view.presenter = presenter
        return view
    }
}
