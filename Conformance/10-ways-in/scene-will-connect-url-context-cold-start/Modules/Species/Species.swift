//
//  Species.swift
//  Fledge
//

import UIKit

// MARK: - View

protocol SpeciesViewInput: AnyObject {
    func show(commonName: String, latinName: String)
    func showUnknownSpecies()
}

final class SpeciesViewController: UIViewController, SpeciesViewInput {

    var presenter: SpeciesViewOutput!
    private let nameLabel = UILabel()
    private let latinLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        nameLabel.font = .preferredFont(forTextStyle: .largeTitle)
        latinLabel.font = .italicSystemFont(ofSize: 17)
        latinLabel.textColor = .secondaryLabel
        let stack = UIStackView(arrangedSubviews: [nameLabel, latinLabel])
        stack.axis = .vertical
        stack.spacing = 8
        stack.frame = view.bounds.insetBy(dx: 20, dy: 160)
        view.addSubview(stack)
        presenter.viewDidLoad()
    }

    func show(commonName: String, latinName: String) {
        title = commonName
        nameLabel.text = commonName
        latinLabel.text = latinName
    }

    func showUnknownSpecies() {
        nameLabel.text = "Unknown species"
        latinLabel.text = nil
    }
}

// MARK: - Presenter

protocol SpeciesViewOutput: AnyObject {
    func viewDidLoad()
}

final class SpeciesPresenter: SpeciesViewOutput {

    weak var view: SpeciesViewInput?
    private let interactor: SpeciesInteractorInput
    private let speciesId: String

    init(speciesId: String, interactor: SpeciesInteractorInput) {
        self.speciesId = speciesId
        self.interactor = interactor
    }

    func viewDidLoad() {
        if let bird = interactor.bird(id: speciesId) {
            view?.show(commonName: bird.commonName, latinName: bird.latinName)
        } else {
            view?.showUnknownSpecies()
        }
    }
}

// MARK: - Interactor

protocol SpeciesInteractorInput: AnyObject {
    func bird(id: String) -> Bird?
}

final class SpeciesInteractor: SpeciesInteractorInput {

    func bird(id: String) -> Bird? {
        BirdCatalog.shared.bird(id: id)
    }
}

// MARK: - Builder

enum SpeciesBuilder {

    static func build(speciesId: String) -> UIViewController {
        let view = SpeciesViewController()
        let presenter = SpeciesPresenter(speciesId: speciesId, interactor: SpeciesInteractor())
        presenter.view = view
        view.presenter = presenter
        return view
    }
}
