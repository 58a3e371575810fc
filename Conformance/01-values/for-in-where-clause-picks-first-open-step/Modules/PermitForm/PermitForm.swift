import UIKit

final class PermitFormViewController: UIViewController {
    var presenter: PermitFormPresenter!
    private let referenceField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "Planning permission"
        referenceField.placeholder = "Council reference"
        referenceField.borderStyle = .roundedRect
        referenceField.frame = CGRect(x: 20, y: 140, width: view.bounds.width - 40, height: 44)
        referenceField.addTarget(self, action: #selector(referenceChanged), for: .editingChanged)
        view.addSubview(referenceField)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Approved", style: .done,
                                                            target: self, action: #selector(approvedTapped))
    }

    @objc private func approvedTapped() {
        presenter.didConfirmApproval()
    }

    @objc private func referenceChanged() {
        presenter.didEnter(reference: referenceField.text ?? "")
    }
}

final class PermitFormPresenter {
    private let projectID: UUID
    private(set) var reference = ""

    init(projectID: UUID) {
        self.projectID = projectID
    }

    func didEnter(reference: String) {
        self.reference = reference.uppercased()
    }

    func didConfirmApproval() {
        guard !reference.isEmpty else { return }
        PlanStore.shared.markDone(.permit)
    }
}

final class PermitFormWireframe {
    static func createModule(projectID: UUID) -> UIViewController {
        let view = PermitFormViewController()
        view.presenter = PermitFormPresenter(projectID: projectID)
        return view
    }
}
