import UIKit

protocol TrailsViewInput: AnyObject {
    func show(summary: String)
}

final class TrailsViewController: UIViewController, TrailsViewInput, ModuleScreen {
    var presenter: TrailsViewOutput!
    private let summaryLabel = UILabel()

    static func make() -> TrailsViewController {
        let view = TrailsViewController()
        let router = TrailsRouter()
        let presenter = TrailsPresenter(interactor: TrailsInteractor(), router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Trails"
        view.backgroundColor = .systemBackground
        view.addSubview(summaryLabel)
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Map", style: .plain, target: self, action: #selector(mapTapped))
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Huts", style: .plain, target: self, action: #selector(hutsTapped))
        presenter.viewDidLoad()
    }

    func show(summary: String) {
        summaryLabel.text = summary
    }

    @objc private func mapTapped() {
        presenter.didTapMap()
    }

    @objc private func hutsTapped() {
        presenter.didTapHuts()
    }
}
