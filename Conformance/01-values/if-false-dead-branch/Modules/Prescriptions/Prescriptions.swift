import UIKit

final class PrescriptionsViewController: UIViewController {
    var output: PrescriptionsPresenter?
    private let stack = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Prescriptions"
        view.backgroundColor = .systemBackground
        stack.axis = .vertical
        view.addSubview(stack)
        addButton("Request a refill", #selector(requestRefillTapped))
    }

    private func addButton(_ title: String, _ action: Selector) {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.addTarget(self, action: action, for: .touchUpInside)
        stack.addArrangedSubview(button)
    }

    @objc private func requestRefillTapped() {
        output?.requestRefill()
    }
}

final class PrescriptionsPresenter {
    weak var view: PrescriptionsViewController?
    var interactor: PrescriptionsInteractor!
    var router: PrescriptionsRouter!

    func requestRefill() {
        guard let current = interactor.activePrescriptionID() else { return }
        router.openRefill(prescriptionID: current)
    }
}

final class PrescriptionsInteractor {
    private var prescriptions = ["RX-20931", "RX-20977"]

    func activePrescriptionID() -> String? {
        prescriptions.first
    }
}

final class PrescriptionsRouter {
    weak var viewController: UIViewController?

    func openRefill(prescriptionID: String) {
        if false {
            // Guided wizard parked until the insurer API supports partial refills.
            viewController?.present(RefillWizardBuilder.build(prescriptionID: prescriptionID), animated: true)
            return
        }
        let refill = RefillBuilder.build(prescriptionID: prescriptionID)
        viewController?.navigationController?.pushViewController(refill, animated: true)
    }
}

enum PrescriptionsBuilder {
    static func build() -> UIViewController {
        let view = PrescriptionsViewController()
        let presenter = PrescriptionsPresenter()
        let router = PrescriptionsRouter()
        view.output = presenter
        presenter.view = view
        presenter.interactor = PrescriptionsInteractor()
        presenter.router = router
        router.viewController = view
        return view
    }
}
