//
//  ExhibitDetail.swift
//  Gallery
//

import UIKit

// MARK: - Contracts

protocol ExhibitDetailViewInput: AnyObject {
    func display(highlights: [String])
}

protocol ExhibitDetailViewOutput: AnyObject {
    func viewDidLoad()
}

protocol ExhibitDetailInteractorInput: AnyObject {
    func loadHighlights()
}

protocol ExhibitDetailInteractorOutput: AnyObject {
    func didLoad(highlights: [String])
}

// MARK: - View

final class ExhibitDetailViewController: UITableViewController, ExhibitDetailViewInput {
    var output: ExhibitDetailViewOutput!
    private var highlights: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Exhibit"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        output.viewDidLoad()
    }

    func display(highlights: [String]) {
        self.highlights = highlights
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        highlights.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = highlights[indexPath.row]
        return cell
    }
}

// MARK: - Presenter

final class ExhibitDetailPresenter: ExhibitDetailViewOutput, ExhibitDetailInteractorOutput {
    private weak var view: ExhibitDetailViewInput?
    private let interactor: ExhibitDetailInteractorInput
    private let exhibitId: String
    private var highlights: [String] = []

    init(view: ExhibitDetailViewInput, interactor: ExhibitDetailInteractorInput, exhibitId: String) {
        self.view = view
        self.interactor = interactor
        self.exhibitId = exhibitId
    }

    func viewDidLoad() {
        interactor.loadHighlights()
    }

    func didLoad(highlights: [String]) {
        self.highlights = highlights
        view?.display(highlights: highlights)
    }
}

// MARK: - Interactor

final class ExhibitDetailInteractor: ExhibitDetailInteractorInput {
    weak var output: ExhibitDetailInteractorOutput?

    func loadHighlights() {
        output?.didLoad(highlights: ["Audio guide", "Floor plan"])
    }
}

// MARK: - Builder

enum ExhibitDetailBuilder {
    static func build(exhibitId: String) -> UIViewController {
        let view = ExhibitDetailViewController()
        let interactor = ExhibitDetailInteractor()
        let presenter = ExhibitDetailPresenter(view: view, interactor: interactor, exhibitId: exhibitId)
        view.output = presenter
        interactor.output = presenter
        return view
    }
}
