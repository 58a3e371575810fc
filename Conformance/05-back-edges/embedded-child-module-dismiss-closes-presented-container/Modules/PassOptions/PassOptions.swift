import UIKit

// MARK: - View

final class PassOptionsViewController: UITableViewController {

    var presenter: PassOptionsPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Pass")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        PassKind.allCases.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let kind = PassKind.allCases[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: "Pass", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = kind.rawValue
        content.secondaryText = presenter.priceText(for: kind)
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didChooseToBuy(PassKind.allCases[indexPath.row])
    }
}

// MARK: - Presenter

final class PassOptionsPresenter {

    var interactor: PassOptionsInteractor!
    var router: PassOptionsRouter!

    func priceText(for kind: PassKind) -> String {
        "€\(interactor.price(for: kind))"
    }

    func didChooseToBuy(_ kind: PassKind) {
        interactor.buy(kind)
        router.finish()
    }
}

// MARK: - Interactor

final class PassOptionsInteractor {

    private let resort: Resort

    init(resort: Resort) {
        self.resort = resort
    }

    func price(for kind: PassKind) -> Int {
        switch kind {
        case .day: return 62
        case .weekend: return 118
        case .week: return 315
        }
    }

    func buy(_ kind: PassKind) {
        UserDefaults.standard.set(kind.rawValue, forKey: "pass.\(resort.name)")
    }
}

// MARK: - Router

final class PassOptionsRouter {

    weak var viewController: UIViewController?

    func finish() {
        // This screen is a child of the presented pass sheet: UIKit forwards the
        // dismiss to the sheet, which goes away with this screen inside it.
        viewController?.dismiss(animated: true)
    }
}

// MARK: - Factory

enum PassOptionsModuleFactory {

    static func make(resort: Resort) -> UIViewController {
        let view = PassOptionsViewController(style: .insetGrouped)
        let presenter = PassOptionsPresenter()
        let router = PassOptionsRouter()
        presenter.interactor = PassOptionsInteractor(resort: resort)
        presenter.router = router
        router.viewController = view
        view.presenter = presenter
        return view
    }
}
