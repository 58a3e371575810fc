import UIKit

final class ImportPreviewViewController: UIViewController {

    var presenter: ImportPreviewPresenter!
    private let summaryLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "Import \(presenter.routeName)?"
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Save", style: .done, target: self, action: #selector(saveTapped))
        summaryLabel.numberOfLines = 0
        summaryLabel.text = presenter.summary
        summaryLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(summaryLabel)
        NSLayoutConstraint.activate([
            summaryLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            summaryLabel.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            summaryLabel.centerYAnchor.constraint(equalTo: view.centerYAnchor)
        ])
    }

    @objc private func saveTapped() {
        presenter.didTapSave()
        dismiss(animated: true)
    }
}

final class ImportPreviewPresenter {

    private let route: TrailRoute
    private let interactor: ImportPreviewInteractor

    init(route: TrailRoute, interactor: ImportPreviewInteractor) {
        self.route = route
        self.interactor = interactor
    }

    var routeName: String { route.name }

    var summary: String {
        "\(route.points.count) track points, \(Int(route.ascent)) m ascent"
    }

    func didTapSave() {
        interactor.save(route)
    }
}

final class ImportPreviewInteractor {

    private(set) var saved: [TrailRoute] = []

    func save(_ route: TrailRoute) {
        saved.append(route)
    }
}

enum ImportPreviewBuilder {

    static func build(route: TrailRoute) -> UIViewController {
        let view = ImportPreviewViewController()
        view.presenter = ImportPreviewPresenter(route: route, interactor: ImportPreviewInteractor())
        return view
    }
}
