import UIKit

final class PrescriptionDetailViewController: UIViewController {

    var presenter: PrescriptionDetailPresenter!
    private let medicineLabel = UILabel()
    private let dosageLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = presenter.prescription.code
        medicineLabel.font = .preferredFont(forTextStyle: .title2)
        medicineLabel.text = presenter.prescription.medicine
        dosageLabel.text = presenter.prescription.dosage
        let stack = UIStackView(arrangedSubviews: [medicineLabel, dosageLabel])
        stack.axis = .vertical
        stack.frame = view.bounds.insetBy(dx: 24, dy: 140)
        view.addSubview(stack)
    }
}

final class PrescriptionDetailPresenter {

    let prescription: Prescription

    init(prescription: Prescription) {
        self.prescription = prescription
    }
}

enum PrescriptionDetailConfigurator {

    static func configure(_ viewController: PrescriptionDetailViewController, prescription: Prescription) {
        viewController.presenter = PrescriptionDetailPresenter(prescription: prescription)
    }
}
