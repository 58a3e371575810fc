//
//  Prescriptions.swift
//  Pillbox
//

import UIKit

// MARK: - Contracts

protocol PrescriptionsViewInput: AnyObject {
    func display(prescriptions: [Prescription])
}

protocol PrescriptionsViewOutput: AnyObject {
    func viewWillAppear()
    func didSelectPrescription(at index: Int)
}

protocol PrescriptionsInteractorInput: AnyObject {
    func activePrescriptions() -> [Prescription]
}

protocol PrescriptionsRouterInput: AnyObject {
    func openDosage(prescriptionId: String)
}

// MARK: - View

final class PrescriptionsViewController: UITableViewController, PrescriptionsViewInput {
    var output: PrescriptionsViewOutput!
    private var prescriptions: [Prescription] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Medicines"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        output.viewWillAppear()
    }

    func display(prescriptions: [Prescription]) {
        self.prescriptions = prescriptions
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        prescriptions.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = "\(prescriptions[indexPath.row].medicine) \(prescriptions[indexPath.row].strength)"
        content.secondaryText = "\(prescriptions[indexPath.row].timesPerDay)× a day"
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        output.didSelectPrescription(at: indexPath.row)
    }
}

// MARK: - Presenter

final class PrescriptionsPresenter: PrescriptionsViewOutput {
    private weak var view: PrescriptionsViewInput?
    private let interactor: PrescriptionsInteractorInput
    private let router: PrescriptionsRouterInput
    private var prescriptions: [Prescription] = []

    init(view: PrescriptionsViewInput, interactor: PrescriptionsInteractorInput, router: PrescriptionsRouterInput) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    func viewWillAppear() {
        prescriptions = interactor.activePrescriptions()
        view?.display(prescriptions: prescriptions)
    }

    func didSelectPrescription(at index: Int) {
        router.openDosage(prescriptionId: prescriptions[index].id)
    }
}

// MARK: - Interactor

final class PrescriptionsInteractor: PrescriptionsInteractorInput {
    private let store: PrescriptionStore

    init(store: PrescriptionStore) {
        self.store = store
    }

    func activePrescriptions() -> [Prescription] {
        store.prescriptions
    }
}

// MARK: - Router

final class PrescriptionsRouter: PrescriptionsRouterInput {
    weak var viewController: UIViewController?

    func openDosage(prescriptionId: String) {
        viewController?.navigationController?.pushViewController(DosageBuilder.build(prescriptionId: prescriptionId), animated: true)
    }
}

// MARK: - Builder

enum PrescriptionsBuilder {
    static func build() -> UIViewController {
        let view = PrescriptionsViewController()
        let router = PrescriptionsRouter()
        let presenter = PrescriptionsPresenter(view: view, interactor: PrescriptionsInteractor(store: .shared), router: router)
        view.output = presenter
        router.viewController = view
        return view
    }
}
