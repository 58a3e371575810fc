import UIKit

final class TerminalViewController: UIViewController {
    var output: TerminalPresenter?
    private let stack = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Terminal 2"
        view.backgroundColor = .systemBackground
        stack.axis = .vertical
        view.addSubview(stack)
        addButton("Arrivals", #selector(arrivalsTapped))
        addButton("Departures", #selector(departuresTapped))
    }

    private func addButton(_ title: String, _ action: Selector) {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.addTarget(self, action: action, for: .touchUpInside)
        stack.addArrangedSubview(button)
    }

    @objc private func arrivalsTapped() {
        output?.arrivals()
    }

    @objc private func departuresTapped() {
        output?.departures()
    }
}

final class TerminalPresenter {
    weak var view: TerminalViewController?
    var router: TerminalRouter!

    func arrivals() {
        router.show(.arrivals)
    }

    func departures() {
        router.show(.departures)
    }
}

final class TerminalRouter {
    weak var viewController: UIViewController?

    func show(_ board: Board = .lounges) {
        let screen: UIViewController
        switch board {
        case .arrivals:
            screen = ArrivalsBuilder.build()
        case .departures:
            screen = DeparturesBuilder.build()
        case .lounges:
            screen = LoungesBuilder.build()
        }
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }
}

enum Board {
    case arrivals
    case departures
    case lounges
}

enum TerminalBuilder {
    static func build() -> UIViewController {
        let view = TerminalViewController()
        let presenter = TerminalPresenter()
        let router = TerminalRouter()
        view.output = presenter
        presenter.view = view
        presenter.router = router
        router.viewController = view
        return view
    }
}
