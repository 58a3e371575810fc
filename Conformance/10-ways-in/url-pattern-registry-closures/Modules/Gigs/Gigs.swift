//
//  Gigs.swift
//  Encore
//

import UIKit

// MARK: - View

protocol GigsViewInput: AnyObject {
    func show(rows: [String])
}

final class GigsViewController: UITableViewController, GigsViewInput {
    var presenter: GigsPresenter!
    private var rows: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "This week"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "GigCell")
        presenter.viewDidLoad()
    }

    func show(rows: [String]) {
        self.rows = rows
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "GigCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row]
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter.didSelectGig(at: indexPath.row)
    }
}

// MARK: - Interactor

final class GigsInteractor {
    private let lineup: Lineup

    init(lineup: Lineup) {
        self.lineup = lineup
    }

    func upcomingGigs() -> [Gig] {
        lineup.gigs
    }
}

// MARK: - Presenter

final class GigsPresenter {
    weak var view: GigsViewInput?
    private let interactor: GigsInteractor
    private let router: GigsRouter
    private var gigs: [Gig] = []

    init(interactor: GigsInteractor, router: GigsRouter) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        gigs = interactor.upcomingGigs()
        view?.show(rows: gigs.map { "\($0.date) · \($0.artist)" })
    }

    func didSelectGig(at index: Int) {
        router.openGig(id: gigs[index].id)
    }
}

// MARK: - Router

final class GigsRouter {
    weak var viewController: UIViewController?

    func openGig(id: String) {
        viewController?.navigationController?.pushViewController(GigDetailBuilder.build(gigId: id), animated: true)
    }
}

// MARK: - Builder

enum GigsBuilder {
    static func build() -> UIViewController {
        let view = GigsViewController()
        let router = GigsRouter()
        let presenter = GigsPresenter(interactor: GigsInteractor(lineup: .shared), router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
