//
//  Dosage.swift
//  Pillbox
//

import UIKit

// MARK: - Contracts

protocol DosageViewInput: AnyObject {
    func display(title: String, schedule: [String], note: String)
}

protocol DosageViewOutput: AnyObject {
    func viewDidLoad()
}

protocol DosageInteractorInput: AnyObject {
    func prescription(id: String) -> Prescription?
}

// MARK: - View

final class DosageViewController: UITableViewController, DosageViewInput {
    var output: DosageViewOutput!
    private var schedule: [String] = []
    private var note = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        output.viewDidLoad()
    }

    func display(title: String, schedule: [String], note: String) {
        self.title = title
        self.schedule = schedule
        self.note = note
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        schedule.count
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        note
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = schedule[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}

// MARK: - Presenter

final class DosagePresenter: DosageViewOutput {
    private weak var view: DosageViewInput?
    private let interactor: DosageInteractorInput
    private let prescriptionId: String

    init(view: DosageViewInput, interactor: DosageInteractorInput, prescriptionId: String) {
        self.view = view
        self.interactor = interactor
        self.prescriptionId = prescriptionId
    }

    func viewDidLoad() {
        guard let prescription = interactor.prescription(id: prescriptionId) else { return }
        let hours = stride(from: 8, to: 22, by: max(1, 14 / prescription.timesPerDay)).prefix(prescription.timesPerDay)
        view?.display(
            title: prescription.medicine,
            schedule: hours.map { String(format: "%02d:00 · %@", $0, prescription.strength) },
            note: "\(prescription.remindersShown) reminder(s) shown while the app was open"
        )
    }
}

// MARK: - Interactor

final class DosageInteractor: DosageInteractorInput {
    func prescription(id: String) -> Prescription? {
        PrescriptionStore.shared.prescription(id: id)
    }
}

// MARK: - Builder

enum DosageBuilder {
    static func build(prescriptionId: String) -> UIViewController {
        let view = DosageViewController(style: .insetGrouped)
        let presenter = DosagePresenter(view: view, interactor: DosageInteractor(), prescriptionId: prescriptionId)
        view.output = presenter
        return view
    }
}
