import UIKit

final class SavedSearchesViewController: UITableViewController {
    var presenter: SavedSearchesPresenter!
    private let searches = ["2 rooms, riverside", "Studio under 900"]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        searches.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell()
        cell.textLabel?.text = searches[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didPick(searches[indexPath.row])
    }
}

final class SavedSearchesPresenter {
    var router: SavedSearchesRouter!

    func didPick(_ search: String) {
        UserDefaults.standard.set(search, forKey: "activeListingSearch")
        router.close()
    }
}

final class SavedSearchesRouter: BaseRouter {}

enum SavedSearchesBuilder {
    static func build() -> UIViewController {
        let view = SavedSearchesViewController()
        let presenter = SavedSearchesPresenter()
        let router = SavedSearchesRouter()
        view.presenter = presenter
        presenter.router = router
        router.viewController = view
        return view
    }
}
