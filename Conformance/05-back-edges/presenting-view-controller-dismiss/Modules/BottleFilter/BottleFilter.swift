import UIKit

// MARK: - View

protocol BottleFilterViewInput: AnyObject {
    func show(colours: [(name: String, isOn: Bool)])
    func close()
}

final class BottleFilterViewController: UIViewController, BottleFilterViewInput {
    var presenter: BottleFilterPresenter!
    private let stack = UIStackView()
    private var switches: [UISwitch] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        stack.axis = .vertical
        stack.spacing = 12
        stack.frame = view.bounds.insetBy(dx: 24, dy: 32)
        view.addSubview(stack)
        presenter.viewDidLoad()
    }

    func show(colours: [(name: String, isOn: Bool)]) {
        for colour in colours {
            let label = UILabel()
            label.text = colour.name.capitalized
            let toggle = UISwitch()
            toggle.isOn = colour.isOn
            switches.append(toggle)
            stack.addArrangedSubview(UIStackView(arrangedSubviews: [label, toggle]))
        }
        let apply = UIButton(configuration: .filled())
        apply.setTitle("Apply", for: .normal)
        apply.addTarget(self, action: #selector(applyTapped), for: .touchUpInside)
        stack.addArrangedSubview(apply)
    }

    @objc private func applyTapped() {
        presenter.didApply(switchStates: switches.map(\.isOn))
    }

    func close() {
        presentingViewController?.dismiss(animated: true)
    }
}

// MARK: - Presenter

final class BottleFilterPresenter {
    weak var view: BottleFilterViewInput?
    private let selected: Set<WineColour>
    private let onApply: (Set<WineColour>) -> Void

    init(selected: Set<WineColour>, onApply: @escaping (Set<WineColour>) -> Void) {
        self.selected = selected
        self.onApply = onApply
    }

    func viewDidLoad() {
        view?.show(colours: WineColour.allCases.map { ($0.rawValue, selected.contains($0)) })
    }

    func didApply(switchStates: [Bool]) {
        let chosen = zip(WineColour.allCases, switchStates).filter { $0.1 }.map { $0.0 }
        onApply(Set(chosen))
        view?.close()
    }
}

// MARK: - Builder

enum BottleFilterBuilder {
    static func build(selected: Set<WineColour>, onApply: @escaping (Set<WineColour>) -> Void) -> UIViewController {
        let view = BottleFilterViewController()
        let presenter = BottleFilterPresenter(selected: selected, onApply: onApply)
        view.presenter = presenter
        presenter.view = view
        return view
    }
}
