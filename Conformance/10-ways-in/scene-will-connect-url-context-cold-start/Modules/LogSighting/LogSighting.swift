//
//  LogSighting.swift
//  Fledge
//

import UIKit

// MARK: - View

final class LogSightingViewController: UIViewController {

    var presenter: LogSightingViewOutput!
    private let speciesField = UITextField()
    private let placeField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Log a bird"
        view.backgroundColor = .systemGroupedBackground
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel,
                                                           target: self,
                                                           action: #selector(cancelTapped))
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save,
                                                            target: self,
                                                            action: #selector(saveTapped))
        speciesField.placeholder = "Species"
        speciesField.text = presenter.prefilledSpecies
        placeField.placeholder = "Where"
        let stack = UIStackView(arrangedSubviews: [speciesField, placeField])
        stack.axis = .vertical
        stack.spacing = 12
        stack.frame = view.bounds.insetBy(dx: 20, dy: 140)
        view.addSubview(stack)
    }

    @objc private func cancelTapped() {
        presenter.didTapCancel()
    }

    @objc private func saveTapped() {
        presenter.didTapSave(species: speciesField.text ?? "", place: placeField.text ?? "")
    }
}

// MARK: - Presenter

protocol LogSightingViewOutput: AnyObject {
    var prefilledSpecies: String? { get }
    func didTapCancel()
    func didTapSave(species: String, place: String)
}

final class LogSightingPresenter: LogSightingViewOutput {

    private let router: LogSightingRouterInput
    private let prefilledSpeciesId: String?

    init(prefilledSpeciesId: String?, router: LogSightingRouterInput) {
        self.prefilledSpeciesId = prefilledSpeciesId
        self.router = router
    }

    var prefilledSpecies: String? {
        prefilledSpeciesId.flatMap { BirdCatalog.shared.bird(id: $0)?.commonName }
    }

    func didTapCancel() {
        router.close()
    }

    func didTapSave(species: String, place: String) {
        guard !species.isEmpty else { return }
        UserDefaults.standard.set("\(species) @ \(place)", forKey: "lastSighting")
        router.close()
    }
}

// MARK: - Router

protocol LogSightingRouterInput: AnyObject {
    func close()
}

final class LogSightingRouter: LogSightingRouterInput {

    weak var viewController: UIViewController?

    func close() {
        viewController?.dismiss(animated: true)
    }
}

// MARK: - Builder

enum LogSightingBuilder {

    static func build(prefilledSpeciesId: String?) -> UIViewController {
        let view = LogSightingViewController()
        let router = LogSightingRouter()
        view.presenter = LogSightingPresenter(prefilledSpeciesId: prefilledSpeciesId, router: router)
        router.viewController = view
        return view
    }
}
