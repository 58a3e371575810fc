//
//  Profile.swift
//  Stride
//

import UIKit

// MARK: - Contracts

protocol ProfileViewInput: AnyObject {
    func display(stats: [String])
}

protocol ProfileViewOutput: AnyObject {
    func viewDidLoad()
}

protocol ProfileInteractorInput: AnyObject {
    func loadStats()
}

protocol ProfileInteractorOutput: AnyObject {
    func didLoad(stats: [String])
}

// MARK: - View

final class ProfileViewController: UITableViewController, ProfileViewInput {
    var output: ProfileViewOutput!
    private var stats: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Profile"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        output.viewDidLoad()
    }

    func display(stats: [String]) {
        self.stats = stats
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        stats.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = stats[indexPath.row]
        return cell
    }
}

// MARK: - Presenter

final class ProfilePresenter: ProfileViewOutput, ProfileInteractorOutput {
    private weak var view: ProfileViewInput?
    private let interactor: ProfileInteractorInput
    private var stats: [String] = []

    init(view: ProfileViewInput, interactor: ProfileInteractorInput) {
        self.view = view
        self.interactor = interactor
    }

    func viewDidLoad() {
        interactor.loadStats()
    }

    func didLoad(stats: [String]) {
        self.stats = stats
        view?.display(stats: stats)
    }
}

// MARK: - Interactor

final class ProfileInteractor: ProfileInteractorInput {
    weak var output: ProfileInteractorOutput?

    func loadStats() {
        output?.didLoad(stats: ["Resting HR 54", "VO2 max 48"])
    }
}

// MARK: - Builder

enum ProfileBuilder {
    static func build() -> UIViewController {
        let view = ProfileViewController()
        let interactor = ProfileInteractor()
        let presenter = ProfilePresenter(view: view, interactor: interactor)
        view.output = presenter
        interactor.output = presenter
        return view
    }
}
