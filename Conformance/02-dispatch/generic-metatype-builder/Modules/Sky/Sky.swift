import UIKit

final class SkyViewController: UIViewController {
    var output: SkyPresenter?
    private let stack = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Tonight's sky"
        view.backgroundColor = .systemBackground
        stack.axis = .vertical
        view.addSubview(stack)
        addButton("Visible planets", #selector(planetsTapped))
        addButton("Constellations", #selector(constellationsTapped))
    }

    private func addButton(_ title: String, _ action: Selector) {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.addTarget(self, action: action, for: .touchUpInside)
        stack.addArrangedSubview(button)
    }

    @objc private func planetsTapped() {
        output?.planets()
    }

    @objc private func constellationsTapped() {
        output?.constellations()
    }
}

final class SkyPresenter {
    weak var view: SkyViewController?
    var router: SkyRouter!

    func planets() {
        router.push(PlanetsBuilder.self)
    }

    func constellations() {
        router.push(ConstellationsBuilder.self)
    }
}

final class SkyRouter {
    weak var viewController: UIViewController?

    func push<B: ModuleBuilder>(_ builderType: B.Type) {
        let screen = builderType.init().build()
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }
}

enum SkyBuilder {
    static func build() -> UIViewController {
        let view = SkyViewController()
        let presenter = SkyPresenter()
        let router = SkyRouter()
        view.output = presenter
        presenter.view = view
        presenter.router = router
        router.viewController = view
        return view
    }
}
