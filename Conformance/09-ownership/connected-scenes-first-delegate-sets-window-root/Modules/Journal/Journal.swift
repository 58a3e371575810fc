//
//  Journal.swift
//  Inkwell
//

import UIKit

// MARK: - View

final class JournalViewController: UITableViewController {

    var presenter: JournalPresenter!
    private var entries: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Journal"
        navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "gearshape"), style: .plain, target: self, action: #selector(settingsTapped))
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "EntryCell")
        entries = presenter.entries()
    }

    @objc private func settingsTapped() {
        presenter.didTapSettings()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        entries.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "EntryCell", for: indexPath)
        cell.textLabel?.text = entries[indexPath.row]
        return cell
    }
}

// MARK: - Presenter

final class JournalPresenter {

    private let interactor: JournalInteractor
    private let router: JournalRouter

    init(interactor: JournalInteractor, router: JournalRouter) {
        self.interactor = interactor
        self.router = router
    }

    func entries() -> [String] {
        interactor.recentEntries()
    }

    func didTapSettings() {
        router.openSettings()
    }
}

// MARK: - Interactor

final class JournalInteractor {

    func recentEntries() -> [String] {
        ["Rainy walk by the canal", "Finished the pottery class", "First tomatoes!"]
    }
}

// MARK: - Router

final class JournalRouter {

    weak var viewController: UIViewController?

    func openSettings() {
        viewController?.navigationController?.pushViewController(SettingsBuilder.build(), animated: true)
    }
}

// MARK: - Builder

enum JournalBuilder {

    static func build() -> UIViewController {
        let view = JournalViewController()
        let router = JournalRouter()
        view.presenter = JournalPresenter(interactor: JournalInteractor(), router: router)
        router.viewController = view
        return view
    }
}
