import UIKit

protocol RefillWizardViewInput: AnyObject {
    func display(title: String)
}

protocol RefillWizardViewOutput: AnyObject {
    func viewDidLoad()
}

final class RefillWizardViewController: UIViewController, RefillWizardViewInput {
    var output: RefillWizardViewOutput?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        output?.viewDidLoad()
    }

    func display(title: String) {
        self.title = title
    }
}

final class RefillWizardPresenter: RefillWizardViewOutput {
    weak var view: RefillWizardViewInput?
    private let prescriptionID: String

    init(prescriptionID: String) {
        self.prescriptionID = prescriptionID
    }

    func viewDidLoad() {
        view?.display(title: "Step 1 of 3")
    }
}

enum RefillWizardBuilder {
    static func build(prescriptionID: String) -> UIViewController {
        let view = RefillWizardViewController()
        let presenter = RefillWizardPresenter(prescriptionID: prescriptionID)
        view.output = presenter
        presenter.view = view
        return view
    }
}
